import { firstNamePerSlug, type PlaceNames } from './place-names';
import { cityNamesTe } from './te-search';

/**
 * Telugu names of the built-in places (place-names.ts): each city's first name in `cityNamesTe`, and the
 * 28 states and 8 union territories as the built-in list writes them (src/shared/geo/india.ts). In NFC.
 */
export const placesTe: PlaceNames = {
  cities: firstNamePerSlug(cityNamesTe),
  states: {
    'Andhra Pradesh': 'ఆంధ్రప్రదేశ్',
    'Arunachal Pradesh': 'అరుణాచల్ ప్రదేశ్',
    Assam: 'అస్సాం',
    Bihar: 'బీహార్',
    Chhattisgarh: 'ఛత్తీస్‌గఢ్',
    Goa: 'గోవా',
    Gujarat: 'గుజరాత్',
    Haryana: 'హర్యానా',
    'Himachal Pradesh': 'హిమాచల్ ప్రదేశ్',
    Jharkhand: 'జార్ఖండ్',
    Karnataka: 'కర్ణాటక',
    Kerala: 'కేరళ',
    'Madhya Pradesh': 'మధ్యప్రదేశ్',
    Maharashtra: 'మహారాష్ట్ర',
    Manipur: 'మణిపూర్',
    Meghalaya: 'మేఘాలయ',
    Mizoram: 'మిజోరం',
    Nagaland: 'నాగాలాండ్',
    Odisha: 'ఒడిశా',
    Punjab: 'పంజాబ్',
    Rajasthan: 'రాజస్థాన్',
    Sikkim: 'సిక్కిం',
    'Tamil Nadu': 'తమిళనాడు',
    Telangana: 'తెలంగాణ',
    Tripura: 'త్రిపుర',
    'Uttar Pradesh': 'ఉత్తరప్రదేశ్',
    Uttarakhand: 'ఉత్తరాఖండ్',
    'West Bengal': 'పశ్చిమ బెంగాల్',
    'Andaman and Nicobar Islands': 'అండమాన్ నికోబార్ దీవులు',
    Chandigarh: 'చండీగఢ్',
    'Dadra and Nagar Haveli and Daman and Diu': 'దాద్రా నగర్ హవేలీ మరియు డామన్ డయ్యూ',
    Delhi: 'ఢిల్లీ',
    'Jammu and Kashmir': 'జమ్మూ కాశ్మీర్',
    Ladakh: 'లడఖ్',
    Lakshadweep: 'లక్షద్వీప్',
    Puducherry: 'పుదుచ్చేరి',
  },
};
