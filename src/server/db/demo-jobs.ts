/**
 * Demo jobs that fill an empty marketplace: about 80 realistic daily-work listings across Indian and
 * US cities, posted by five demo employers that have no password (they cannot sign in). Every phone
 * number is one that reaches no one: US numbers use the fictional 555-0100..555-0199 range and
 * Indian numbers start with 00000. `buildDemoJobs` is deterministic for a given `now`.
 */
import type { CategorySlug, Timing, Urgency } from '../../shared/categories';
import { findCityBySlug, type City } from '../../shared/geo';
import { JOB_TTL_DAYS } from '../../shared/limits';
import { derivedJobColumns } from './job-columns';

export interface DemoEmployer {
  id: string;
  name: string;
  email: string;
}

export const DEMO_EMPLOYERS: readonly DemoEmployer[] = [
  { id: 'demo-employer-1', name: 'Priya Sharma', email: 'demo-employer-1@demo.invalid' },
  { id: 'demo-employer-2', name: 'Rajesh Kumar', email: 'demo-employer-2@demo.invalid' },
  { id: 'demo-employer-3', name: 'Meena Iyer', email: 'demo-employer-3@demo.invalid' },
  { id: 'demo-employer-4', name: 'Sarah Miller', email: 'demo-employer-4@demo.invalid' },
  { id: 'demo-employer-5', name: 'James Carter', email: 'demo-employer-5@demo.invalid' },
];

/** Indian demo jobs are posted by the first three employers, US demo jobs by the last two. */
const EMPLOYERS_BY_COUNTRY: Record<'IN' | 'US', readonly DemoEmployer[]> = {
  IN: DEMO_EMPLOYERS.slice(0, 3),
  US: DEMO_EMPLOYERS.slice(3),
};

export interface DemoJob {
  userId: string;
  title: string;
  category: CategorySlug;
  dailySalary: number;
  currency: 'INR' | 'USD';
  location: string;
  city: string;
  citySlug: string;
  state: string;
  stateGroup: string;
  country: 'IN' | 'US';
  description: string;
  phone: string;
  /** The phone in E.164 (as the jobs service writes it): every demo number is verified by its employer. */
  phoneE164: string;
  timing: Timing | null;
  urgency: Urgency;
  featured: boolean;
  status: 'active';
  isDemo: true;
  searchText: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
}

interface DemoJobSeed {
  city: string;
  category: CategorySlug;
  pay: number;
  timing: Timing | null;
  urgency: Urgency;
  title: string;
  description: string;
}

const INDIA_JOBS: readonly DemoJobSeed[] = [
  // Mumbai and Maharashtra
  {
    city: 'mumbai',
    category: 'cooking',
    pay: 750,
    timing: 'morning',
    urgency: 'normal',
    title: 'Cook needed for family of 4 in Andheri West',
    description:
      'Vegetarian home cooking for lunch and dinner: dal, sabzi, roti and rice. The kitchen is well equipped and we buy all the groceries.',
  },
  {
    city: 'mumbai',
    category: 'cleaning',
    pay: 450,
    timing: 'morning',
    urgency: 'normal',
    title: 'Daily cleaning help for 2BHK, 2 hours every morning',
    description:
      'Sweeping, mopping, dusting and washing utensils in a 2BHK flat in Powai. Work from 7 to 9 am, Sunday off.',
  },
  {
    city: 'mumbai',
    category: 'delivery-transport',
    pay: 650,
    timing: null,
    urgency: 'urgent',
    title: 'Delivery rider for grocery store in Dadar',
    description:
      "Deliver grocery orders within 3 km on our shop's scooter. A valid two-wheeler licence is needed; we pay for petrol.",
  },
  {
    city: 'mumbai',
    category: 'security-guard',
    pay: 800,
    timing: 'evening',
    urgency: 'normal',
    title: 'Night watchman for housing society in Borivali',
    description:
      'Keep the gate register, check visitors and walk around the compound from 8 pm to 8 am. Uniform and torch provided.',
  },
  {
    city: 'mumbai',
    category: 'shop-assistant',
    pay: 600,
    timing: null,
    urgency: 'urgent',
    title: 'Helper for saree shop in Bhuleshwar, festival season',
    description:
      'Show sarees to customers, fold and arrange stock and help at the counter. Basic Hindi or Marathi needed.',
  },
  {
    city: 'mumbai',
    category: 'painting',
    pay: 1100,
    timing: null,
    urgency: 'normal',
    title: 'Painter for 1BHK flat repainting in Malad',
    description:
      'Putty touch-up and two coats of emulsion for a 1BHK flat. Paint and rollers supplied; about 4 days of work.',
  },
  {
    city: 'mumbai',
    category: 'household-work',
    pay: 700,
    timing: 'flexible',
    urgency: 'normal',
    title: 'House help for elderly couple in Bandra',
    description:
      'Help a retired couple with cleaning, laundry and small errands for about 5 hours a day. A kind and patient person is preferred.',
  },
  {
    city: 'thane',
    category: 'construction',
    pay: 650,
    timing: 'morning',
    urgency: 'immediate',
    title: 'Mason helper for building site in Thane West',
    description:
      'Carry bricks, mix cement and help the mason on a 4-storey building. Helmet and safety shoes given. Cash payment every evening.',
  },
  {
    city: 'pune',
    category: 'cleaning',
    pay: 550,
    timing: null,
    urgency: 'normal',
    title: 'Office cleaning staff for small IT office in Hinjewadi',
    description:
      'Clean desks, washrooms and the pantry before staff arrive. Monday to Saturday, 6 am to 11 am.',
  },
  {
    city: 'pune',
    category: 'cooking',
    pay: 850,
    timing: null,
    urgency: 'normal',
    title: 'Cook for student mess in Kothrud',
    description:
      'Cook rice, dal and two sabzis for about 40 students, lunch and dinner. Experience with cooking in big quantities needed.',
  },
  {
    city: 'pune',
    category: 'gardening',
    pay: 500,
    timing: 'morning',
    urgency: 'normal',
    title: 'Gardener for bungalow garden in Aundh',
    description:
      'Water the plants, trim hedges and look after the lawn, twice a week. Tools are kept at the house.',
  },
  {
    city: 'nagpur',
    category: 'delivery-transport',
    pay: 900,
    timing: null,
    urgency: 'urgent',
    title: 'Tempo driver for furniture deliveries in Nagpur',
    description:
      'Drive our Tata Ace to deliver furniture across the city; a helper comes with you. LMV licence and knowledge of Nagpur roads needed.',
  },
  // Delhi NCR
  {
    city: 'delhi',
    category: 'household-work',
    pay: 650,
    timing: 'full-day',
    urgency: 'normal',
    title: 'Full-day house help for family in Lajpat Nagar',
    description:
      'Cleaning, washing clothes and helping in the kitchen for a family of 5. Lunch and tea provided.',
  },
  {
    city: 'delhi',
    category: 'construction',
    pay: 600,
    timing: null,
    urgency: 'immediate',
    title: 'Labourers needed for road repair work in Dwarka',
    description:
      'Digging, carrying material and levelling for a road repair job. Work starts at 7 am; payment at the end of each day.',
  },
  {
    city: 'delhi',
    category: 'security-guard',
    pay: 950,
    timing: null,
    urgency: 'urgent',
    title: 'Security guard for jewellery shop in Karol Bagh',
    description:
      'Stand at the shop entrance, check bags and watch the CCTV screen, 10 am to 9 pm. Ex-servicemen preferred.',
  },
  {
    city: 'delhi',
    category: 'cooking',
    pay: 800,
    timing: 'morning',
    urgency: 'normal',
    title: 'Cook for small dhaba in Paharganj',
    description: 'Make parathas, chole and rajma for breakfast and lunch. You must be quick on the tawa.',
  },
  {
    city: 'delhi',
    category: 'painting',
    pay: 1000,
    timing: null,
    urgency: 'urgent',
    title: 'Painter for shop front in Chandni Chowk',
    description:
      'Paint the shutter, signboard and front wall of a small shop. One or two days of work, paint provided.',
  },
  {
    city: 'delhi',
    category: 'delivery-transport',
    pay: 500,
    timing: 'flexible',
    urgency: 'normal',
    title: 'Loading helper for e-rickshaw parcel delivery in Mayur Vihar',
    description:
      'Load parcels at our godown and deliver them with the e-rickshaw driver. No licence needed, only lifting and carrying.',
  },
  {
    city: 'gurugram',
    category: 'cleaning',
    pay: 900,
    timing: null,
    urgency: 'immediate',
    title: 'Deep cleaning for 3BHK flat in Sector 56',
    description:
      'Kitchen and bathroom deep cleaning with machines and chemicals we provide. One-day job of about 8 hours.',
  },
  {
    city: 'gurugram',
    category: 'shop-assistant',
    pay: 700,
    timing: null,
    urgency: 'normal',
    title: 'Billing helper for mobile accessories shop in Galleria Market',
    description:
      'Attend to customers, pack items and make bills on the computer. Basic English and maths needed.',
  },
  {
    city: 'noida',
    category: 'household-work',
    pay: 750,
    timing: 'full-day',
    urgency: 'urgent',
    title: 'Babysitter for 2-year-old in Sector 62',
    description:
      'Look after a toddler while the parents work from home: feeding, playing and nap time. Weekdays 10 am to 6 pm.',
  },
  {
    city: 'noida',
    category: 'other',
    pay: 800,
    timing: 'evening',
    urgency: 'immediate',
    title: 'Event setup helpers for wedding in Sector 18',
    description:
      'Put up chairs, tables and decoration for a wedding function, then pack everything up at night. Dinner provided.',
  },
  {
    city: 'ghaziabad',
    category: 'construction',
    pay: 600,
    timing: null,
    urgency: 'normal',
    title: 'Tile fitting helper in Indirapuram',
    description:
      'Cut and carry tiles, mix grout and clean up after the tile fitter. About 5 days of work in a new flat.',
  },
  {
    city: 'faridabad',
    category: 'security-guard',
    pay: 700,
    timing: null,
    urgency: 'normal',
    title: 'Factory gate guard, night shift in Faridabad',
    description:
      'Check trucks and workers coming in and out of a small factory, 8 pm to 8 am. Keep the entry register neatly.',
  },
  // Karnataka
  {
    city: 'bangalore',
    category: 'cooking',
    pay: 800,
    timing: 'morning',
    urgency: 'normal',
    title: 'South Indian cook for family in Koramangala',
    description:
      'Cook breakfast and lunch: idli, dosa, sambar, rice and palya. Family of 3, vegetarian only.',
  },
  {
    city: 'bangalore',
    category: 'cleaning',
    pay: 550,
    timing: 'morning',
    urgency: 'normal',
    title: 'Housekeeping staff for PG in HSR Layout',
    description: 'Clean rooms, corridors and washrooms of a 20-room PG. Kannada, Tamil or Hindi is fine.',
  },
  {
    city: 'bangalore',
    category: 'delivery-transport',
    pay: 700,
    timing: 'evening',
    urgency: 'urgent',
    title: 'Bike delivery partner for bakery in Indiranagar',
    description:
      'Deliver cakes and snacks during the evening rush. Own bike and smartphone needed; fuel allowance paid extra.',
  },
  {
    city: 'bangalore',
    category: 'gardening',
    pay: 600,
    timing: 'morning',
    urgency: 'normal',
    title: 'Gardener for apartment complex in Whitefield',
    description:
      'Water, weed and trim the plants in the common garden of a 100-flat complex. Monday to Saturday mornings.',
  },
  {
    city: 'bangalore',
    category: 'construction',
    pay: 750,
    timing: null,
    urgency: 'normal',
    title: 'Carpenter helper for interior work in Jayanagar',
    description:
      'Carry plywood, hold panels and clean up for a carpenter making kitchen cabinets. About two weeks of work.',
  },
  {
    city: 'bangalore',
    category: 'shop-assistant',
    pay: 650,
    timing: 'evening',
    urgency: 'normal',
    title: 'Counter staff for medical store in Malleshwaram',
    description:
      'Help the pharmacist find medicines, arrange shelves and keep the store clean. Evening shift, 4 pm to 10 pm.',
  },
  {
    city: 'mysore',
    category: 'painting',
    pay: 950,
    timing: null,
    urgency: 'normal',
    title: 'House painter for 2-storey home in Mysore',
    description:
      'Outside painting of an independent house, about a week of work. Experience working on scaffolding needed.',
  },
  // South and East
  {
    city: 'hyderabad',
    category: 'household-work',
    pay: 420,
    timing: 'flexible',
    urgency: 'normal',
    title: 'Maid for washing clothes and utensils in Gachibowli',
    description:
      'Wash clothes and utensils for a family of 4: one hour in the morning and one hour in the evening.',
  },
  {
    city: 'hyderabad',
    category: 'security-guard',
    pay: 750,
    timing: 'full-day',
    urgency: 'urgent',
    title: 'Security guard for apartment gate in Kondapur',
    description: 'Day shift from 8 am to 8 pm. Check visitors, receive couriers and keep the entry register.',
  },
  {
    city: 'hyderabad',
    category: 'cooking',
    pay: 700,
    timing: null,
    urgency: 'immediate',
    title: 'Biryani cook helper for weekend catering orders',
    description:
      'Help the head cook with cutting, marinating and washing big vessels for weekend catering orders near Charminar.',
  },
  {
    city: 'chennai',
    category: 'cleaning',
    pay: 480,
    timing: 'evening',
    urgency: 'normal',
    title: 'Cleaning help for clinic in Anna Nagar',
    description: 'Mop the floors and clean the waiting area and washrooms of a small clinic every evening.',
  },
  {
    city: 'chennai',
    category: 'delivery-transport',
    pay: 550,
    timing: null,
    urgency: 'normal',
    title: 'Water can delivery boy in Velachery',
    description:
      'Deliver 20-litre water cans to houses and offices on a tricycle. Work starts at 7 am, paid daily.',
  },
  {
    city: 'chennai',
    category: 'construction',
    pay: 850,
    timing: null,
    urgency: 'urgent',
    title: 'Bar bender helper for house construction in Tambaram',
    description:
      'Cut and tie steel rods for columns and the roof slab. Some experience preferred, but helpers are also welcome.',
  },
  {
    city: 'coimbatore',
    category: 'other',
    pay: 650,
    timing: null,
    urgency: 'immediate',
    title: 'Loading workers for textile godown in Coimbatore',
    description: 'Load and unload cloth bundles from lorries. Strong workers needed for 3 days.',
  },
  {
    city: 'kolkata',
    category: 'household-work',
    pay: 600,
    timing: null,
    urgency: 'normal',
    title: 'Ayah for elderly mother in Salt Lake',
    description:
      'Help an 80-year-old lady with bathing, meals and medicines during the day. Bengali speaking preferred.',
  },
  {
    city: 'kolkata',
    category: 'shop-assistant',
    pay: 480,
    timing: null,
    urgency: 'urgent',
    title: 'Helper for sweet shop in Gariahat',
    description: 'Pack sweets, serve customers and keep the counter clean during the busy festival season.',
  },
  {
    city: 'kolkata',
    category: 'painting',
    pay: 1200,
    timing: null,
    urgency: 'urgent',
    title: 'Painters for Durga Puja pandal work',
    description:
      'Paint and decorate pandal panels and backdrops in north Kolkata. Artistic skill is a plus. About 10 days of work.',
  },
  // West and North
  {
    city: 'ahmedabad',
    category: 'cooking',
    pay: 700,
    timing: 'morning',
    urgency: 'immediate',
    title: 'Gujarati cook for family in Satellite',
    description: 'Cook fresh thepla, dal-bhaat, shaak and rotli for a family of 6. Pure vegetarian kitchen.',
  },
  {
    city: 'ahmedabad',
    category: 'construction',
    pay: 600,
    timing: null,
    urgency: 'normal',
    title: 'Labour for factory shed work in Naroda',
    description:
      'Help the fitters put up a steel shed: lifting sheets, holding ladders and cleaning the site.',
  },
  {
    city: 'surat',
    category: 'shop-assistant',
    pay: 450,
    timing: null,
    urgency: 'normal',
    title: 'Packing helper for textile shop on Ring Road',
    description: 'Fold and pack sarees and dress material for dispatch. Simple work, training given.',
  },
  {
    city: 'jaipur',
    category: 'security-guard',
    pay: 650,
    timing: 'evening',
    urgency: 'normal',
    title: 'Guard for hotel parking in Jaipur',
    description: 'Guide cars to parking spots and watch the vehicles at night. Shift from 8 pm to 8 am.',
  },
  {
    city: 'jaipur',
    category: 'gardening',
    pay: 500,
    timing: 'morning',
    urgency: 'normal',
    title: 'Mali for large house garden in Civil Lines',
    description: 'Look after the lawn, rose beds and potted plants of a big old house. Morning hours only.',
  },
  {
    city: 'lucknow',
    category: 'cleaning',
    pay: 450,
    timing: 'evening',
    urgency: 'normal',
    title: 'Kitchen cleaner for restaurant in Hazratganj',
    description: 'Wash utensils, clean the kitchen floor and take out the waste. Two meals a day included.',
  },
  {
    city: 'lucknow',
    category: 'delivery-transport',
    pay: 850,
    timing: 'morning',
    urgency: 'normal',
    title: 'Driver for school van in Gomti Nagar',
    description:
      'Drive a school van in the morning and afternoon. Commercial licence and 3 years of driving experience needed.',
  },
  {
    city: 'chandigarh',
    category: 'gardening',
    pay: 550,
    timing: null,
    urgency: 'normal',
    title: 'Gardener for kothi in Sector 9',
    description: 'Mow the lawn, water the plants and prepare winter flower beds. Three mornings a week.',
  },
  {
    city: 'ludhiana',
    category: 'other',
    pay: 700,
    timing: null,
    urgency: 'immediate',
    title: 'Packers and movers helper in Ludhiana',
    description:
      'Pack household items, carry boxes and load the truck for a house shift. One day of work, lunch provided.',
  },
  {
    city: 'patna',
    category: 'shop-assistant',
    pay: 450,
    timing: null,
    urgency: 'normal',
    title: 'Salesman for cloth shop on Boring Road',
    description: 'Show shirts and trousers to customers and help with folding and billing. Hindi speaking.',
  },
  // Kerala and Central India
  {
    city: 'kochi',
    category: 'cooking',
    pay: 900,
    timing: 'morning',
    urgency: 'urgent',
    title: 'Kerala-style cook for home in Kakkanad',
    description: 'Cook fish curry, rice, thoran and appam for a family of 4. Malayalam speaking preferred.',
  },
  {
    city: 'kochi',
    category: 'household-work',
    pay: 1050,
    timing: null,
    urgency: 'normal',
    title: 'Day caretaker for elderly man in Edappally',
    description:
      'Help an elderly man with walking, meals and medicines. Day shift; some experience in home care is a plus.',
  },
  {
    city: 'indore',
    category: 'painting',
    pay: 980,
    timing: null,
    urgency: 'normal',
    title: 'Painter needed for office interiors in Vijay Nagar',
    description:
      'Paint the walls and doors of a 4-room office over the weekend. Experience with enamel paint needed.',
  },
  {
    city: 'bhopal',
    category: 'other',
    pay: 600,
    timing: 'evening',
    urgency: 'normal',
    title: 'Tent house helper for functions in Bhopal',
    description:
      'Set up tents, lights and chairs for functions and take them down afterwards. Evening and night work.',
  },
  {
    city: 'bhubaneswar',
    category: 'construction',
    pay: 1100,
    timing: null,
    urgency: 'normal',
    title: 'Mason for boundary wall in Bhubaneswar',
    description:
      'Build a 60-foot brick boundary wall for a house. A helper will be given. Around 6 days of work.',
  },
  {
    city: 'gurugram',
    category: 'construction',
    pay: 1500,
    timing: 'full-day',
    urgency: 'urgent',
    title: 'Experienced tile and marble fitter in Sector 49',
    description:
      'Lay marble flooring and bathroom tiles in a 4BHK villa. Bring your own cutter; about 10 days of work.',
  },
  {
    city: 'delhi',
    category: 'other',
    pay: 550,
    timing: null,
    urgency: 'normal',
    title: 'Office helper for CA firm in Connaught Place',
    description:
      'Make tea, file papers, photocopy documents and deliver letters to nearby offices. 9:30 am to 6 pm, Sunday off.',
  },
  {
    city: 'chennai',
    category: 'other',
    pay: 600,
    timing: 'full-day',
    urgency: 'urgent',
    title: 'Data entry helper for courier office in T. Nagar',
    description:
      'Enter parcel details into the computer and answer phone calls. Basic typing in English and Tamil needed.',
  },
];

const USA_JOBS: readonly DemoJobSeed[] = [
  {
    city: 'new-york',
    category: 'cleaning',
    pay: 180,
    timing: null,
    urgency: 'immediate',
    title: 'Move-out cleaner for Brooklyn apartment',
    description:
      'Clean the kitchen, bathroom, floors and inside the cabinets of an empty 2-bedroom. Supplies provided; about 7 hours.',
  },
  {
    city: 'new-york',
    category: 'delivery-transport',
    pay: 140,
    timing: null,
    urgency: 'urgent',
    title: 'Bike courier for deli in Midtown Manhattan',
    description:
      'Deliver lunch orders within 15 blocks on an e-bike we provide. Shift from 11 am to 7 pm, plus tips.',
  },
  {
    city: 'new-york',
    category: 'security-guard',
    pay: 210,
    timing: 'evening',
    urgency: 'normal',
    title: 'Front desk and door attendant for Queens building',
    description:
      'Cover the front desk: greet residents, sign for packages and watch the entrance. Evening shift, 4 pm to midnight.',
  },
  {
    city: 'los-angeles',
    category: 'gardening',
    pay: 150,
    timing: 'morning',
    urgency: 'normal',
    title: 'Landscaping crew helper',
    description:
      'Mow, edge and blow yards in the San Fernando Valley with our crew; we bring the truck and tools. Start 7 am, done by 3 pm.',
  },
  {
    city: 'los-angeles',
    category: 'cooking',
    pay: 160,
    timing: 'morning',
    urgency: 'urgent',
    title: 'Prep cook for taco truck in East LA',
    description:
      'Chop vegetables, prep meat and keep the line stocked for the lunch rush. A food handler card is a plus.',
  },
  {
    city: 'los-angeles',
    category: 'other',
    pay: 160,
    timing: null,
    urgency: 'urgent',
    title: 'Moving helper needed Saturday — $160/day',
    description:
      'Lift furniture and boxes for a 3-bedroom house move in Silver Lake. Dolly and straps provided; lunch is on us.',
  },
  {
    city: 'san-diego',
    category: 'painting',
    pay: 220,
    timing: 'full-day',
    urgency: 'normal',
    title: 'Exterior house painter for 3 days in North Park',
    description:
      'Scrape, prime and paint the outside of a small single-story home. Bring your own brushes if you have them.',
  },
  {
    city: 'san-jose',
    category: 'household-work',
    pay: 130,
    timing: 'flexible',
    urgency: 'normal',
    title: 'Household helper for busy family in Willow Glen',
    description: 'Laundry, light tidying, dishes and grocery runs for a family of 5. Weekday afternoons.',
  },
  {
    city: 'chicago',
    category: 'construction',
    pay: 190,
    timing: 'morning',
    urgency: 'urgent',
    title: 'Demolition laborer for kitchen remodel in Logan Square',
    description:
      'Tear out old cabinets and drywall and haul the debris to the dumpster. Work boots required; gloves and masks provided.',
  },
  {
    city: 'chicago',
    category: 'shop-assistant',
    pay: 120,
    timing: null,
    urgency: 'normal',
    title: 'Weekend stock helper for hardware store in Lincoln Park',
    description:
      'Unload deliveries, stock shelves and help customers find what they need. Saturday and Sunday.',
  },
  {
    city: 'houston',
    category: 'construction',
    pay: 195,
    timing: 'morning',
    urgency: 'immediate',
    title: 'Roofing helper in Houston Heights',
    description:
      'Carry shingles up the ladder and clean up the site for a roofing crew. You must be OK with heights and heat.',
  },
  {
    city: 'houston',
    category: 'cleaning',
    pay: 95,
    timing: 'evening',
    urgency: 'normal',
    title: 'Office cleaner, evening shift in Midtown Houston',
    description: 'Vacuum, empty the trash and clean restrooms in a small office building, 6 pm to 11 pm.',
  },
  {
    city: 'phoenix',
    category: 'gardening',
    pay: 120,
    timing: 'morning',
    urgency: 'normal',
    title: 'Yard cleanup helper in Phoenix',
    description:
      'Pull weeds, trim palms and haul yard waste. Early start to beat the heat; water and shade provided.',
  },
  {
    city: 'phoenix',
    category: 'delivery-transport',
    pay: 230,
    timing: 'full-day',
    urgency: 'urgent',
    title: 'Box truck driver for furniture store',
    description:
      'Deliver furniture around Phoenix and carry it in with a partner. Clean driving record needed; no CDL required.',
  },
  {
    city: 'dallas',
    category: 'cooking',
    pay: 170,
    timing: 'morning',
    urgency: 'immediate',
    title: 'Line cook for Sunday brunch rush in Deep Ellum',
    description:
      'Work the grill and flat top for a busy brunch service. At least 1 year of kitchen experience.',
  },
  {
    city: 'dallas',
    category: 'painting',
    pay: 140,
    timing: null,
    urgency: 'normal',
    title: 'Interior painting helper in Dallas',
    description: 'Tape, cover floors and roll walls in a 4-bedroom home. We teach you on the job.',
  },
  {
    city: 'san-antonio',
    category: 'security-guard',
    pay: 150,
    timing: 'evening',
    urgency: 'urgent',
    title: 'Event security for weekend festival in San Antonio',
    description:
      'Check bags at the gate and help guests find their way. Must be 18 or older; wear black clothes.',
  },
  {
    city: 'austin',
    category: 'other',
    pay: 180,
    timing: null,
    urgency: 'normal',
    title: 'Event setup crew for outdoor concert in Austin',
    description:
      'Set up stages, barriers and tents the day before a concert. Long day; meals and water included.',
  },
  {
    city: 'austin',
    category: 'household-work',
    pay: 90,
    timing: null,
    urgency: 'normal',
    title: 'Dog walking and house help in South Austin',
    description:
      'Walk two friendly dogs, water the plants and do light tidying while the owners are at work.',
  },
  {
    city: 'philadelphia',
    category: 'shop-assistant',
    pay: 110,
    timing: 'morning',
    urgency: 'normal',
    title: 'Cashier helper for corner store in South Philly',
    description: 'Run the register, stock drinks and keep the store tidy. Morning shift, 7 am to 3 pm.',
  },
  {
    city: 'seattle',
    category: 'cleaning',
    pay: 170,
    timing: 'flexible',
    urgency: 'normal',
    title: 'Short-stay rental turnover cleaner in Capitol Hill',
    description:
      'Change sheets, clean the bathroom and kitchen and restock supplies between guests. About 5 hours per visit.',
  },
  {
    city: 'atlanta',
    category: 'construction',
    pay: 175,
    timing: null,
    urgency: 'normal',
    title: 'Drywall helper for home renovation in Atlanta',
    description:
      'Carry and hold drywall sheets, sand joints and clean up. Experience helps but is not required.',
  },
  {
    city: 'miami',
    category: 'household-work',
    pay: 140,
    timing: 'full-day',
    urgency: 'urgent',
    title: 'Babysitter for two kids on Saturday in Miami',
    description: 'Care for two kids aged 5 and 8: lunch, the park and games. Spanish is a plus.',
  },
  {
    city: 'denver',
    category: 'other',
    pay: 130,
    timing: 'morning',
    urgency: 'immediate',
    title: 'Snow shoveling crew in Denver',
    description:
      'Clear driveways and sidewalks for homes after the storm. Shovels and salt provided; start at 6 am.',
  },
  {
    city: 'houston',
    category: 'other',
    pay: 125,
    timing: null,
    urgency: 'normal',
    title: 'Front desk helper for dental office in Houston',
    description:
      'Greet patients, answer the phone and scan paperwork while our receptionist is away. Friendly and organized.',
  },
];

/** A real area code per US demo city; the 555-0100..555-0199 numbers in it are reserved for fiction. */
const US_AREA_CODES: Readonly<Record<string, string>> = {
  'new-york': '212',
  'los-angeles': '213',
  'san-diego': '619',
  'san-jose': '408',
  chicago: '312',
  houston: '713',
  phoenix: '602',
  dallas: '214',
  'san-antonio': '210',
  austin: '512',
  philadelphia: '215',
  seattle: '206',
  atlanta: '404',
  miami: '305',
  denver: '303',
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Demo jobs are posted within this many minutes before `now` (3 days), at least 2 minutes ago. */
const SPREAD_MINUTES = 3 * 24 * 60;

/** mulberry32: a tiny seeded PRNG so the demo data is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function demoCity(slug: string): City {
  const city = findCityBySlug(slug);
  if (!city || city.slug !== slug) throw new Error(`Demo job city is not a built-in city: ${slug}`);
  return city;
}

/** "+91 00000 1xxxx": 10 digits starting with 00000 after +91, not a real Indian mobile number. */
function indianPhone(index: number): string {
  return `+91 00000 1${String((index * 1237 + 4321) % 10_000).padStart(4, '0')}`;
}

/** The E.164 form of a demo number (+ and its digits). */
function e164(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}

/** Each demo employer's numbers in E.164: verified by them at seeding (issue #24: "Phone verified"). */
export function demoVerifiedPhones(jobs: readonly DemoJob[]): { userId: string; phone: string }[] {
  const seen = new Map<string, { userId: string; phone: string }>();
  for (const job of jobs)
    seen.set(`${job.userId} ${job.phoneE164}`, { userId: job.userId, phone: job.phoneE164 });
  return [...seen.values()];
}

/** "+1 (AAA) 555-01xx": the fictional 555-0100..555-0199 range. */
function usPhone(citySlug: string, index: number): string {
  const areaCode = US_AREA_CODES[citySlug];
  if (!areaCode) throw new Error(`No demo area code for US city: ${citySlug}`);
  return `+1 (${areaCode}) 555-01${String((index * 37 + 11) % 100).padStart(2, '0')}`;
}

/** The demo jobs (India first, then USA), posted over the 3 days before `now`. Deterministic. */
export function buildDemoJobs(now: Date): DemoJob[] {
  const random = seededRandom(20_240_611);
  const seeds = [
    ...INDIA_JOBS.map((seed) => ({ seed, country: 'IN' as const })),
    ...USA_JOBS.map((seed) => ({ seed, country: 'US' as const })),
  ];
  return seeds.map(({ seed, country }, index) => {
    const city = demoCity(seed.city);
    if (city.country !== country) throw new Error(`Demo job city ${seed.city} is not in ${country}`);
    const employers = EMPLOYERS_BY_COUNTRY[country];
    const employer = employers[index % employers.length];
    if (!employer) throw new Error('No demo employer');
    const minutesAgo = 2 + Math.floor(random() * (SPREAD_MINUTES - 3));
    const secondsAgo = Math.floor(random() * 60);
    const createdAt = new Date(now.getTime() - minutesAgo * MINUTE_MS - secondsAgo * 1000);
    const phone = country === 'IN' ? indianPhone(index) : usPhone(city.slug, index);
    return {
      ...derivedJobColumns(city, seed),
      userId: employer.id,
      title: seed.title,
      category: seed.category,
      dailySalary: seed.pay,
      description: seed.description,
      phone,
      phoneE164: e164(phone),
      timing: seed.timing,
      urgency: seed.urgency,
      status: 'active',
      isDemo: true,
      createdAt,
      updatedAt: new Date(createdAt),
      expiresAt: new Date(createdAt.getTime() + JOB_TTL_DAYS * DAY_MS),
    };
  });
}
