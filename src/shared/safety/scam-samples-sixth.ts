import type { ScamSample } from './scam-samples';

/**
 * The sixth labelled set (issue #25), written after the third blind set was spent, with the detector in
 * view: Hinglish only (Roman Hindi, many spellings). Scams ask the worker for money in the wordings the
 * third blind set showed the detector missing as a class, not as strings: a "security" or "token amount"
 * taken before the work, a fee paid by a link ("link pe bharo"), an "advance" to an agent, the cheque or
 * overpayment trick told in Roman Hindi, amounts as "5k", "2.5 hazar", "rs.", "/-", and payment apps spelt
 * loosely ("fonepe", "g pe", "paytym"). Legitimate jobs and messages speak of the same money in the other
 * direction (the employer pays, advances, bears the cost, refunds) or say that nothing is charged, so the
 * classifier learns who pays whom. Its rows flatter the detector (written with it in view).
 */
const INR = 'INR' as const;
const USD = 'USD' as const;

const job = (scam: boolean, amount: number, text: string, currency: 'INR' | 'USD' = INR): ScamSample => ({
  kind: 'job',
  language: 'hinglish',
  text,
  pay: { amount, currency },
  scam,
});

const message = (scam: boolean, text: string): ScamSample => ({
  kind: 'message',
  language: 'hinglish',
  text,
  scam,
});

const S = true;
const L = false;

export const SIXTH_SCAM_SAMPLES: readonly ScamSample[] = [
  // Scams: a security, token or advance taken from the worker before the work.
  job(
    S,
    1400,
    'Tempo driver chahiye\n\nRoz 1400. Gaadi dene se pehle 3k security lenge, online hi, cash nahi chalega. Kaam chhodoge tab wapas.',
  ),
  job(
    S,
    900,
    'Godown me helper\n\n900 roz. Token amount 1,000/- jama karo tabhi naam register hoga, baad me adjust ho jayega.',
  ),
  job(
    S,
    1200,
    'Showroom salesman\n\nDukaan me keemti saman hai isliye 2.5 hazar security rakhni padegi. Paytym ya fonepe dono chalega.',
  ),
  job(
    S,
    800,
    'Hotel me waiter chahiye\n\n800 rozana. Pehle 500 advance agent bhai ko bhejna padega, wo hi address aur timing batayega.',
  ),
  job(
    S,
    1500,
    'Bike delivery rider\n\n1500 roz kamai. Bag aur t-shirt ke rs. 650 pehle dene padenge, g pe kar do number pe.',
  ),
  job(
    S,
    1000,
    'Factory helper – Manesar\n\n1000 daily. Gate pass banwane ka kharcha 400 aapko dena hai, supervisor ke UPI pe bhej dena.',
  ),
  job(
    S,
    1100,
    'Mall housekeeping staff\n\nSalary 1100 roz. Joining se pahle security amount 2000 rs jama karwana zaroori, 6 mahine baad refund.',
  ),
  job(
    S,
    700,
    'Ghar ka kaam – 2 ghante\n\n700 roz. Aapki verification ke 299 lagenge, link khol ke online bhar do, aaj hi start.',
  ),
  job(
    S,
    2000,
    'Construction mistri chahiye Pune\n\n2000 daily. Contractor ka commission 1500 advance me dena padta hai, sabhi dete hai. Paise bhejne ke baad site ka pata milega.',
  ),
  job(
    S,
    1300,
    'Packing ka kaam ghar pe\n\n1300 roz tak kamao. Saman ka deposit 5k pehle bharo, courier se kit aayegi. PhonePay number niche diya hai.',
  ),
  job(
    S,
    1600,
    'Airport loader job\n\n1600 per day. Pass aur medical ka kharcha 1800/- candidate ka, aaj hi gpay karein, seat limited.',
  ),
  job(
    S,
    950,
    'Cook chahiye PG ke liye\n\n950 roz. Pehle 1 hafte ka token amount 500 lagega, wo hum salary me jod denge. Google pe se bhejo.',
  ),
  job(
    S,
    1250,
    'Security guard – bank ATM\n\n1250 roz. Vardi ka paisa 900 pehle jama, licence ka 600 alag. Paytm kr dena aur screenshot whatsapp karna.',
  ),
  job(
    S,
    1000,
    'Data entry aur packing – ghar se\n\n1000 daily. ID activate karne ke liye 350 ka recharge karo app me, phir roz kaam aur payment wallet me.',
  ),
  job(
    S,
    1800,
    'Hospital ward boy bharti\n\n1800 roz. Form bharne ki fees 450 hai, niche wale link pe jaake UPI se bharo. Kal last date.',
  ),
  job(
    S,
    1500,
    'Sarkari yojana – mazdoor card\n\nCard banwao aur roz 1500 ka kaam pao. Card ka 200 online jama karna hai, link pe click karo.',
  ),
  job(
    S,
    250,
    'Cleaner chahiye – Edison NJ\n\n$250/day. Hum pehle cheque bhejenge, usme se apna paisa rakh ke baaki Zelle se supplier ko bhej dena.',
    USD,
  ),
  job(
    S,
    300,
    'Nanny chahiye – Jersey City\n\n$300 roz. Main bahar hu, courier se cheque aayega, jama karke $1500 humare mover ko bhejna hoga.',
    USD,
  ),
  job(
    S,
    1400,
    'Kitchen helper – dhaba\n\n1400 roz. Ek din ki dihadi yaani 1400 advance me agent ke number pe daalo, fir hi joining letter.',
  ),
  job(
    S,
    1700,
    'Painter chahiye – society ka kaam\n\n1700 daily. Brush roller ka set company se hi lena hai, 1.2k ka. UPI karo, set site pe milega.',
  ),
  job(
    S,
    1000,
    'Ladies tailor ghar se\n\n1000 roz. Silai machine ka security 3000 rs lagega, machine ghar aayegi. Paise bhejo fone pe pe.',
  ),
  job(
    S,
    1200,
    'Gaadi saaf karne ka kaam\n\nRoz 1200. Registration charges sirf 199 rupay, bharne ke baad hi customer list milegi. G-pay number diya hai.',
  ),
  job(
    S,
    4000,
    'Saudi me driver – 4000 roz\n\nVisa free hai bas medical aur file charge 15 hazar, abhi 3 hazar booking amount bhejo.',
  ),
  job(
    S,
    1100,
    'Warehouse picker\n\n1100 per day. Training kit aur shoes ke rs 799/- dene honge, refundable. Aaj bharo kal se kaam.',
  ),
  // Scams: chat messages.
  message(
    S,
    'Bhaiya aapka naam list me aa gaya, bas 500 token amount bhej do is number pe, warna dusre ko de denge.',
  ),
  message(S, 'Madam security ka 2k aaj hi daal do fonepe pe, kal subah gaadi lene aana.'),
  message(
    S,
    'Aapka cheque bhej diya hai 2 hazar ka, jama karke 1500 wapas mere bhai ko paytym kar dena, galti se zyada likh diya.',
  ),
  message(
    S,
    'Sir joining confirm karne ke liye 1 din ki salary advance me bhejni padti hai, company rule hai.',
  ),
  message(S, 'Form ka link bheja hai, usme 250 fees bharo tabhi card banega aur kaam milega.'),
  message(S, 'Galti se aapke account me 3000 chale gaye, please 3000 isi number pe lauta do, urgent hai.'),
  message(S, 'Bhai uniform ka kharcha 700 tera hi lagega, gpe kar de abhi, kal duty pe milega.'),
  message(S, 'Aapko ek code aayega SMS me, wo mujhe bata do, profile verify ho jayegi.'),
  message(S, 'Ye QR scan karke pin daalo, aapka advance 1000 aa jayega account me.'),
  message(S, 'Yaha baat mat karo, telegram pe aao @kaam_wala_bhai, wahi payment aur joining hogi.'),
  message(
    S,
    'Registration ke 199 rupay bharne hai bas, fir roz ka kaam pakka. Jaldi karo seat khatam ho rahi.',
  ),
  message(S, 'Medical test ka 600 pehle jama karna hoga lab wale ko, uske baad hi joining.'),
  message(S, 'Dost agent ka commission 1k hai, bhej doge toh kal se kaam chalu.'),
  message(S, 'Aap $2000 ka cheque deposit karo, apna $300 rakho, baaki Zelle kar do mere supplier ko.'),
  message(S, 'Kit ka paisa 499 bhejo phonepay pe, kit ghar pe deliver hogi aur kaam shuru.'),
  message(S, 'Security amount refundable hai, 5000 abhi online bhejo, cash nahi lete hum.'),
  // Legitimate jobs: the employer pays, advances, refunds or bears the cost; nothing asked of the worker.
  job(
    L,
    1400,
    'Tempo driver chahiye\n\nRoz 1400, diesel company ka. Licence original dikhana hoga. Koi security ya deposit nahi lenge.',
  ),
  job(L, 900, 'Godown me helper\n\n900 roz, har shaam cash me payment. Chai nashta free. Subah 9 baje aana.'),
  job(
    L,
    1200,
    'Showroom salesman\n\n1200 roz + incentive. Pehle hafte ke baad 2.5 hazar bonus milega agar target pura hua.',
  ),
  job(
    L,
    800,
    'Hotel me waiter chahiye\n\n800 rozana, tips alag. Zarurat ho toh 500 advance hum denge, salary se kat jayega.',
  ),
  job(
    L,
    1500,
    'Bike delivery rider\n\n1500 roz. Bag aur t-shirt company free degi. Petrol ka kharcha bhi hum dete hai.',
  ),
  job(
    L,
    1000,
    'Factory helper – Manesar\n\n1000 daily. Gate pass company banwayegi, koi paisa nahi lagega. Aadhaar ki photocopy le aana.',
  ),
  job(
    L,
    1100,
    'Mall housekeeping staff\n\nSalary 1100 roz, mahine ki 7 tarikh ko bank me. PF ESIC company bharegi.',
  ),
  job(
    L,
    700,
    'Ghar ka kaam – 2 ghante\n\n700 roz. Pehle din trial, pasand aaye toh pakka. Paisa roz shaam ko UPI se bhej dungi.',
  ),
  job(
    L,
    2000,
    'Construction mistri chahiye Pune\n\n2000 daily, hafte me payment. Rehne ki jagah site pe. Aane jaane ka kiraya hum denge.',
  ),
  job(
    L,
    1300,
    'Packing ka kaam – godown\n\n1300 roz. Saman hum dete hai, aapko sirf aana hai. Payment har shanivar gpay ya cash.',
  ),
  job(
    L,
    1600,
    'Airport loader job\n\n1600 per day. Pass aur medical ka kharcha company uthayegi. Police verification hum karwayenge.',
  ),
  job(
    L,
    950,
    'Cook chahiye PG ke liye\n\n950 roz. Rashan ka paisa hum denge, aapko sirf khana banana hai. Rs. 500/- extra Sunday ko.',
  ),
  job(
    L,
    1250,
    'Security guard – bank ATM\n\n1250 roz. Vardi aur joote agency deti hai, free. Licence nahi hai toh hum banwa denge apne kharche pe.',
  ),
  job(
    L,
    1800,
    'Hospital ward boy\n\n1800 roz. Form hospital ke counter pe milega, koi fees nahi. Interview kal 11 baje.',
  ),
  job(
    L,
    250,
    'Cleaner chahiye – Edison NJ\n\n$250/day, har Friday Zelle se payment. Supplies hum denge. Apna ID le aana.',
    USD,
  ),
  job(
    L,
    1400,
    'Kitchen helper – dhaba\n\n1400 roz, rehna khana free. Pehle din hi 1000 advance de sakte hai agar zarurat ho.',
  ),
  job(
    L,
    1700,
    'Painter chahiye – society ka kaam\n\n1700 daily. Paint, brush, roller sab hum laayenge. Hisab har hafte, 5k tak advance bhi milta hai.',
  ),
  job(
    L,
    1000,
    'Ladies tailor chahiye – boutique\n\n1000 roz. Machine dukaan me hai. Mahine ke 25 hazar tak ban jaate hai.',
  ),
  job(
    L,
    1200,
    'Gaadi saaf karne ka kaam\n\nRoz 1200. Shampoo, kapda sab malik ka. Paisa roz raat ko paytm pe aa jayega.',
  ),
  job(
    L,
    1100,
    'Warehouse picker\n\n1100 per day. Safety shoes company free deti hai. Training ke bhi paise milte hai, 2 din ke 2.2k.',
  ),
  job(
    L,
    1500,
    'Shaadi me catering staff\n\n1500 ek din ka, khana saath. Aadha paisa subah advance, aadha kaam ke baad. Koi charge nahi.',
  ),
  job(
    L,
    850,
    'Dukaan pe helper\n\n850 roz. Security deposit ki zarurat nahi. Pehla hafta trial, fir mahine ki salary 22 hazar.',
  ),
  // Legitimate messages: money talk the other way.
  message(L, 'Bhaiya aaj ka 900 bhej diya fonepe pe, check kar lo.'),
  message(L, 'Madam kal ka advance 1000 mil gaya, thank you. Subah 8 baje aa jaungi.'),
  message(L, 'Sir token number kitna hai mera? Gate pe guard puchh raha tha.'),
  message(L, 'Aapka hisab 5k bana, kal shaam tak paytym kar dunga.'),
  message(L, 'Koi fees nahi lagegi na? Mera bhai puchh raha tha.'),
  message(L, 'Nahi bhai, hum kuch paisa nahi lete. Seedha aao aur kaam shuru karo.'),
  message(L, 'Auto ka kiraya 120 laga, wo bhi jod dena salary me please.'),
  message(L, 'Security wala kaam hai ya housekeeping? Dono kar leta hu.'),
  message(L, 'Payment gpe se chahiye ya cash? Jo aapko theek lage.'),
  message(L, 'Rs. 700/- roz theek hai, kal se aa jata hu. Location bhej do.'),
  message(L, 'Pichle hafte ka 2.5 hazar baaki hai, jab ho sake bhej dena.'),
  message(L, 'Aapke kharche pe medical hoga na? Ya mujhe karwana hai?'),
  message(L, 'Haan medical ka paisa company dega, aapko kuch nahi dena.'),
  message(L, 'Uniform humari taraf se free hai, size bata do.'),
  message(L, 'Kal shaam ko 1500 advance de dunga, ghar ka kiraya bharna hai na tumhe.'),
  message(L, 'Bhai deposit wapas mil gaya mujhe pichli company se, ab free hu kaam ke liye.'),
  message(L, 'Cheque mat do sir, UPI se hi de dena salary, bank door hai.'),
  message(L, 'Aaj ka kaam pura ho gaya, 1200 ka hisab. Number wahi hai paytm ka.'),
  job(
    S,
    1300,
    'Loading unloading – mandi\n\n1300 roz. Munshi ji ko pehle 300 rs dalali dena padega, fonepe karo, tabhi gaadi pe lagayenge.',
  ),
  job(
    S,
    1000,
    'Bartan dhone ka kaam – hotel\n\n1000 roz. Rehne ke kamre ka 1.5k advance bhejo, seat confirm hogi. Cash nahi, sirf online.',
  ),
  message(S, 'Aapki file aage badh gayi hai, processing charge 999 bhejna baaki hai, aaj raat tak karo.'),
  job(
    L,
    1300,
    'Loading unloading – mandi\n\n1300 roz, kaam ke turant baad nakad. Dalali ya commission kuch nahi.',
  ),
  job(
    L,
    1000,
    'Bartan dhone ka kaam – hotel\n\n1000 roz. Rehne ka kamra hotel ka, kiraya nahi lagega. Salary 1 tarikh ko.',
  ),
  message(L, 'Sir 999 ka bill maine bhar diya, receipt bhej raha hu, salary ke saath lauta dena.'),
  job(
    L,
    220,
    'Cleaner chahiye – Iselin NJ\n\n$220/day, cash ya Zelle, jo aapko theek lage. Hafte me 3 din. Saaf-safai ka saman ghar pe hai.',
    USD,
  ),
  job(
    L,
    900,
    'Cook chahiye – Sugar Land TX\n\n$900 per week, 5 din, do time ka khana. Pehle ek din trial, uska bhi paisa milega.',
    USD,
  ),
  job(
    L,
    180,
    'Driver chahiye – desi grocery store, Edison\n\n$180/day, gaadi store ki, gas bhi store dega. Licence zaroori.',
    USD,
  ),
];
