import { firstNamePerSlug, type PlaceNames } from './place-names';
import { cityNamesTa } from './ta-search';

/**
 * Tamil names of the built-in places (place-names.ts): each city's first name in `cityNamesTa`, and the
 * 28 states and 8 union territories as the built-in list writes them (src/shared/geo/india.ts). In NFC.
 */
export const placesTa: PlaceNames = {
  cities: firstNamePerSlug(cityNamesTa),
  states: {
    'Andhra Pradesh': 'ஆந்திரப் பிரதேசம்',
    'Arunachal Pradesh': 'அருணாசலப் பிரதேசம்',
    Assam: 'அசாம்',
    Bihar: 'பீகார்',
    Chhattisgarh: 'சத்தீஸ்கர்',
    Goa: 'கோவா',
    Gujarat: 'குஜராத்',
    Haryana: 'அரியானா',
    'Himachal Pradesh': 'இமாச்சலப் பிரதேசம்',
    Jharkhand: 'ஜார்க்கண்ட்',
    Karnataka: 'கர்நாடகா',
    Kerala: 'கேரளா',
    'Madhya Pradesh': 'மத்தியப் பிரதேசம்',
    Maharashtra: 'மகாராஷ்டிரா',
    Manipur: 'மணிப்பூர்',
    Meghalaya: 'மேகாலயா',
    Mizoram: 'மிசோரம்',
    Nagaland: 'நாகாலாந்து',
    Odisha: 'ஒடிசா',
    Punjab: 'பஞ்சாப்',
    Rajasthan: 'ராஜஸ்தான்',
    Sikkim: 'சிக்கிம்',
    'Tamil Nadu': 'தமிழ்நாடு',
    Telangana: 'தெலங்கானா',
    Tripura: 'திரிபுரா',
    'Uttar Pradesh': 'உத்தரப் பிரதேசம்',
    Uttarakhand: 'உத்தராகண்ட்',
    'West Bengal': 'மேற்கு வங்காளம்',
    'Andaman and Nicobar Islands': 'அந்தமான் நிக்கோபார் தீவுகள்',
    Chandigarh: 'சண்டிகர்',
    'Dadra and Nagar Haveli and Daman and Diu': 'தாத்ரா நகர் ஹவேலி மற்றும் டாமன் டையூ',
    Delhi: 'டெல்லி',
    'Jammu and Kashmir': 'ஜம்மு காஷ்மீர்',
    Ladakh: 'லடாக்',
    Lakshadweep: 'இலட்சத்தீவுகள்',
    Puducherry: 'புதுச்சேரி',
  },
};
