import { firstNamePerSlug, type PlaceNames } from './place-names';
import { cityNamesBn } from './bn-search';

/**
 * Bengali names of the built-in places (place-names.ts): each city's first name in `cityNamesBn`, and the
 * 28 states and 8 union territories as the built-in list writes them (src/shared/geo/india.ts). In NFC.
 */
export const placesBn: PlaceNames = {
  cities: firstNamePerSlug(cityNamesBn),
  states: {
    'Andhra Pradesh': 'অন্ধ্রপ্রদেশ',
    'Arunachal Pradesh': 'অরুণাচল প্রদেশ',
    Assam: 'অসম',
    Bihar: 'বিহার',
    Chhattisgarh: 'ছত্তিশগড়',
    Goa: 'গোয়া',
    Gujarat: 'গুজরাট',
    Haryana: 'হরিয়ানা',
    'Himachal Pradesh': 'হিমাচল প্রদেশ',
    Jharkhand: 'ঝাড়খণ্ড',
    Karnataka: 'কর্ণাটক',
    Kerala: 'কেরালা',
    'Madhya Pradesh': 'মধ্যপ্রদেশ',
    Maharashtra: 'মহারাষ্ট্র',
    Manipur: 'মণিপুর',
    Meghalaya: 'মেঘালয়',
    Mizoram: 'মিজোরাম',
    Nagaland: 'নাগাল্যান্ড',
    Odisha: 'ওড়িশা',
    Punjab: 'পাঞ্জাব',
    Rajasthan: 'রাজস্থান',
    Sikkim: 'সিকিম',
    'Tamil Nadu': 'তামিলনাড়ু',
    Telangana: 'তেলেঙ্গানা',
    Tripura: 'ত্রিপুরা',
    'Uttar Pradesh': 'উত্তরপ্রদেশ',
    Uttarakhand: 'উত্তরাখণ্ড',
    'West Bengal': 'পশ্চিমবঙ্গ',
    'Andaman and Nicobar Islands': 'আন্দামান ও নিকোবর দ্বীপপুঞ্জ',
    Chandigarh: 'চণ্ডীগড়',
    'Dadra and Nagar Haveli and Daman and Diu': 'দাদরা ও নগর হাভেলি এবং দমন ও দিউ',
    Delhi: 'দিল্লি',
    'Jammu and Kashmir': 'জম্মু ও কাশ্মীর',
    Ladakh: 'লাদাখ',
    Lakshadweep: 'লাক্ষাদ্বীপ',
    Puducherry: 'পুদুচেরি',
  },
};
