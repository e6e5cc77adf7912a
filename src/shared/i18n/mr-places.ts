import { firstNamePerSlug, type PlaceNames } from './place-names';
import { cityNamesMr } from './mr-search';

/**
 * Marathi names of the built-in places (place-names.ts): each city's first name in `cityNamesMr`, and the
 * 28 states and 8 union territories as the built-in list writes them (src/shared/geo/india.ts). In NFC.
 */
export const placesMr: PlaceNames = {
  cities: firstNamePerSlug(cityNamesMr),
  states: {
    'Andhra Pradesh': 'आंध्र प्रदेश',
    'Arunachal Pradesh': 'अरुणाचल प्रदेश',
    Assam: 'आसाम',
    Bihar: 'बिहार',
    Chhattisgarh: 'छत्तीसगड',
    Goa: 'गोवा',
    Gujarat: 'गुजरात',
    Haryana: 'हरियाणा',
    'Himachal Pradesh': 'हिमाचल प्रदेश',
    Jharkhand: 'झारखंड',
    Karnataka: 'कर्नाटक',
    Kerala: 'केरळ',
    'Madhya Pradesh': 'मध्य प्रदेश',
    Maharashtra: 'महाराष्ट्र',
    Manipur: 'मणिपूर',
    Meghalaya: 'मेघालय',
    Mizoram: 'मिझोरम',
    Nagaland: 'नागालँड',
    Odisha: 'ओडिशा',
    Punjab: 'पंजाब',
    Rajasthan: 'राजस्थान',
    Sikkim: 'सिक्कीम',
    'Tamil Nadu': 'तमिळनाडू',
    Telangana: 'तेलंगणा',
    Tripura: 'त्रिपुरा',
    'Uttar Pradesh': 'उत्तर प्रदेश',
    Uttarakhand: 'उत्तराखंड',
    'West Bengal': 'पश्चिम बंगाल',
    'Andaman and Nicobar Islands': 'अंदमान आणि निकोबार बेटे',
    Chandigarh: 'चंदीगड',
    'Dadra and Nagar Haveli and Daman and Diu': 'दादरा आणि नगर हवेली आणि दमण आणि दीव',
    Delhi: 'दिल्ली',
    'Jammu and Kashmir': 'जम्मू आणि काश्मीर',
    Ladakh: 'लडाख',
    Lakshadweep: 'लक्षद्वीप',
    Puducherry: 'पुदुच्चेरी',
  },
};
