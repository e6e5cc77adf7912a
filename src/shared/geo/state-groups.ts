/**
 * The 15 Indian state groups of spec section 9, used for the location relevance score
 * (50 points when a job and the chosen city fall in the same group).
 */
export const STATE_GROUPS: readonly string[] = [
  'Uttar Pradesh',
  'Maharashtra',
  'Karnataka',
  'Tamil Nadu',
  'Delhi NCR',
  'Gujarat',
  'Rajasthan',
  'Telangana',
  'Andhra Pradesh',
  'West Bengal',
  'Kerala',
  'Punjab',
  'Haryana',
  'Madhya Pradesh',
  'Odisha',
];

/** Cities outside Delhi that belong to the Delhi NCR group (their `state` stays Haryana / Uttar Pradesh). */
export const DELHI_NCR_CITIES: readonly string[] = [
  'Gurugram',
  'Faridabad',
  'Noida',
  'Greater Noida',
  'Ghaziabad',
];

/**
 * The state group of an Indian city: Delhi and the NCR cities form "Delhi NCR", Chandigarh joins
 * "Punjab", and every other city's group is its own state (states outside the 15 are their own group).
 */
export function indianStateGroup(cityName: string, state: string): string {
  if (state === 'Delhi' || DELHI_NCR_CITIES.includes(cityName)) return 'Delhi NCR';
  if (state === 'Chandigarh') return 'Punjab';
  return state;
}
