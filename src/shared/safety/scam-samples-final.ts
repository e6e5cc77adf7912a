import type { ScamSample } from './scam-samples';

/**
 * The final labelled set, written last and never looked at while the detector was changed: its figures
 * are the detector's honest measure on unseen wording (issue #11).
 */
export const FINAL_SCAM_SAMPLES: readonly ScamSample[] = [
  // ---------------------------------------------------------------------------------------------
  // English — jobs, legitimate
  // ---------------------------------------------------------------------------------------------
  {
    kind: 'job',
    language: 'en',
    text: 'House cleaner needed for move-out clean\n\nTwo-bedroom apartment in Austin, empty, needs a deep clean before the landlord inspection on Saturday. Supplies provided. About 7 hours. Paid $160 in cash or Zelle at the end of the day.',
    pay: { amount: 160, currency: 'USD' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'en',
    text: 'Security guard for weekend farmers market\n\nLooking for a licensed security guard for Saturday 6am to 2pm at the Riverside farmers market. Must hold a valid guard card. We provide the vest and radio at no cost. $144 for the shift, paid by direct deposit on Friday.',
    pay: { amount: 144, currency: 'USD' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'en',
    text: 'Cook for wedding function, Jaipur\n\nNeed an experienced halwai/cook for a 2-day wedding function in Mansarovar, around 200 guests. ₹1,200 per day, food and stay at the venue provided. Payment in cash each evening.',
    pay: { amount: 1200, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'en',
    text: 'Driver for outstation trip to Shirdi\n\nFamily of four needs a driver for a 3-day round trip from Pune to Shirdi in our own Innova. ₹900 per day plus meals and a room. We will give you ₹1,000 advance before leaving for your road expenses.',
    pay: { amount: 900, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'en',
    text: 'Moving help - 2 laborers needed\n\nLoading a 26 ft truck from a storage unit in Columbus, OH. Heavy furniture, dollies and straps provided. 6 to 8 hours. $20/hour, roughly $150 for the day, paid by Venmo or cash when we finish.',
    pay: { amount: 150, currency: 'USD' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'en',
    text: 'Construction helper, Whitefield site\n\nHelpers needed at a residential building site: carrying material, mixing mortar. 9am to 6pm, ₹650 per day, paid every Saturday by UPI to your own account. Helmet and gloves issued free by the site.',
    pay: { amount: 650, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'en',
    text: 'Line cook for catering event\n\nCatering company needs a line cook for a 300-person corporate lunch in Irvine on Thursday. Food handler card required - please bring it along with a photo ID on the day. $220 for the shift.',
    pay: { amount: 220, currency: 'USD' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'en',
    text: 'Domestic help needed in Andheri West\n\nSweeping, mopping and washing utensils for a 2BHK, about 2 hours every morning. ₹400 per day, paid weekly in cash. Sundays off.',
    pay: { amount: 400, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'en',
    text: 'Yard cleanup after storm\n\nNeed two people to drag fallen branches to the curb and rake leaves at a house in Tulsa. We handle all chainsaw work ourselves. $120 each for about 6 hours, lunch included.',
    pay: { amount: 120, currency: 'USD' },
    scam: false,
  },

  // ---------------------------------------------------------------------------------------------
  // English — jobs, scams
  // ---------------------------------------------------------------------------------------------
  {
    kind: 'job',
    language: 'en',
    text: 'Warehouse packers - immediate start $950/day\n\nNo experience needed. Earn $950 per day packing boxes. To lock in your slot, send the $45 background check fee to our Cash App $HireFastNow and text the receipt to 555-0142.',
    pay: { amount: 950, currency: 'USD' },
    scam: true,
  },
  {
    kind: 'job',
    language: 'en',
    text: 'Hotel housekeeping jobs in Dubai\n\nUrgent vacancy for housekeeping staff in 5-star hotels, Dubai. Salary 2,500 AED per month plus accommodation. Visa processing charge only ₹35,000, to be paid to the agent before the medical. Contact 98765 43210.',
    scam: true,
  },
  {
    kind: 'job',
    language: 'en',
    text: 'Security guards required - Gurgaon malls\n\nGuard posts open in malls across Gurgaon, ₹800/day. Selected candidates must deposit ₹2,500 for uniform and ID card before joining. Pay by UPI to guardservices.hr@okaxis.',
    pay: { amount: 800, currency: 'INR' },
    scam: true,
  },
  {
    kind: 'job',
    language: 'en',
    text: `Nanny needed - family relocating\n\nWe are moving to Denver and need a nanny at $250/day. We will mail you a cashier's check for $2,800; deposit it, keep your first week's pay and wire the rest to our furniture mover.`,
    pay: { amount: 250, currency: 'USD' },
    scam: true,
  },
  {
    kind: 'job',
    language: 'en',
    text: 'Data entry from home - ₹1,500/day\n\nSimple typing work on your mobile. Type 20 pages and earn ₹1,500 daily. One-time registration ₹499. Join our Telegram @typingjobs_india for the details.',
    pay: { amount: 1500, currency: 'INR' },
    scam: true,
  },
  {
    kind: 'job',
    language: 'en',
    text: 'Delivery drivers - set your own schedule\n\nDrive for us in Phoenix, $200/day guaranteed. You will get a verification code by text; share it with our recruiter so we can set up your driver account for you.',
    pay: { amount: 200, currency: 'USD' },
    scam: true,
  },

  // ---------------------------------------------------------------------------------------------
  // English — messages, legitimate
  // ---------------------------------------------------------------------------------------------
  {
    kind: 'message',
    language: 'en',
    text: 'Hi, I finished the cleaning on Tuesday. Could you tell me when the payment will be sent? Thanks.',
    scam: false,
  },
  {
    kind: 'message',
    language: 'en',
    text: 'Please bring your Aadhaar card or any photo ID when you come tomorrow, the society guard asks for it at the gate.',
    scam: false,
  },
  {
    kind: 'message',
    language: 'en',
    text: `I've sent ₹750 to your PhonePe for today's work. Please check and let me know if it reached.`,
    scam: false,
  },
  {
    kind: 'message',
    language: 'en',
    text: `The job starts at 7 am sharp at the loading dock behind the store. Park in the side lot. I'll pay you $180 cash at 3 pm when we wrap up.`,
    scam: false,
  },
  {
    kind: 'message',
    language: 'en',
    text: 'Sure, I can come on Saturday. Do I need to bring my own knives or will the kitchen have them?',
    scam: false,
  },

  // ---------------------------------------------------------------------------------------------
  // English — messages, scams
  // ---------------------------------------------------------------------------------------------
  {
    kind: 'message',
    language: 'en',
    text: `Congrats, you're selected! Before your first shift, pay the $30 uniform fee via Cash App to $StaffingPro22 and send me the screenshot.`,
    scam: true,
  },
  {
    kind: 'message',
    language: 'en',
    text: 'I just sent a 6-digit code to your phone by mistake. Can you please tell me the code so I can finish your payroll setup?',
    scam: true,
  },
  {
    kind: 'message',
    language: 'en',
    text: 'Lets continue on WhatsApp, this app keeps blocking my messages. Add me at +91 98765 43210 and I will share the job details there.',
    scam: true,
  },
  {
    kind: 'message',
    language: 'en',
    text: 'I accidentally sent you a check for $1,900 instead of $190. Please deposit it and send back the difference by Zelle today.',
    scam: true,
  },
  {
    kind: 'message',
    language: 'en',
    text: 'Earn ₹3,000 a day by liking YouTube videos and rating hotels. The first task is free, after that you recharge ₹1,000 to unlock the higher commission level.',
    scam: true,
  },

  // ---------------------------------------------------------------------------------------------
  // Hindi (Devanagari) — jobs, legitimate
  // ---------------------------------------------------------------------------------------------
  {
    kind: 'job',
    language: 'hi',
    text: 'घर की सफ़ाई के लिए बाई चाहिए\n\nलखनऊ, गोमती नगर में 3 कमरों के फ़्लैट की रोज़ सुबह सफ़ाई और बर्तन। लगभग 3 घंटे का काम। ₹500 रोज़, पैसे हर शनिवार नकद दिए जाएँगे।',
    pay: { amount: 500, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'hi',
    text: 'ट्रक ड्राइवर चाहिए — दिल्ली से जयपुर\n\nहमारे ट्रक के लिए अनुभवी ड्राइवर चाहिए, हैवी लाइसेंस ज़रूरी। ₹1,100 प्रतिदिन, डीज़ल और टोल का खर्च मालिक देगा। निकलने से पहले रास्ते के खर्च के लिए ₹2,000 एडवांस दिया जाएगा।',
    pay: { amount: 1100, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'hi',
    text: 'सिक्योरिटी गार्ड — रात की ड्यूटी\n\nइंदौर की एक सोसाइटी में रात 8 से सुबह 8 बजे तक गार्ड चाहिए। ₹700 प्रतिदिन। वर्दी और टॉर्च सोसाइटी की ओर से मुफ़्त मिलेगी। वेतन हर हफ़्ते आपके बैंक खाते में।',
    pay: { amount: 700, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'hi',
    text: 'शादी में खाना बनाने के लिए रसोइया\n\nपटना में 25 तारीख को शादी है, 150 लोगों का खाना बनाना है। रसोइये को ₹1,500 एक दिन का, साथ में दो हेल्पर ₹600 रोज़ पर। भुगतान काम ख़त्म होते ही।',
    pay: { amount: 1500, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'hi',
    text: 'मज़दूर चाहिए — गोदाम में माल उतारना\n\nनागपुर के गोदाम में सीमेंट की बोरियाँ उतारनी हैं। सुबह 8 से शाम 5 बजे। ₹600 रोज़, दोपहर का खाना हमारी तरफ़ से। पैसा शाम को GPay या नकद।',
    pay: { amount: 600, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'hi',
    text: 'बुज़ुर्ग की देखभाल के लिए सहायक\n\nभोपाल में 80 साल के पिताजी की दिन में देखभाल — खाना खिलाना, दवाई देना, शाम को टहलाना। सुबह 9 से शाम 6। ₹800 प्रतिदिन। आते समय अपना आधार कार्ड साथ लाएँ।',
    pay: { amount: 800, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'hi',
    text: 'पेंटर चाहिए — दो कमरे\n\nकानपुर में दो कमरों की पुताई करनी है। पेंट, ब्रश और सीढ़ी हम देंगे। ₹900 रोज़, लगभग 3 दिन का काम।',
    pay: { amount: 900, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'hi',
    text: 'दुकान पर हेल्पर\n\nकिराना दुकान पर सामान लगाने और होम डिलीवरी के लिए लड़का चाहिए। साइकिल दुकान की रहेगी। ₹450 रोज़, हर रविवार छुट्टी। काम की ट्रेनिंग मुफ़्त दी जाएगी।',
    pay: { amount: 450, currency: 'INR' },
    scam: false,
  },

  // ---------------------------------------------------------------------------------------------
  // Hindi (Devanagari) — jobs, scams
  // ---------------------------------------------------------------------------------------------
  {
    kind: 'job',
    language: 'hi',
    text: 'फैक्ट्री में पैकिंग का काम — तुरंत भर्ती\n\nबिना अनुभव के ₹1,200 रोज़। जॉइनिंग से पहले मेडिकल टेस्ट के लिए ₹1,500 जमा करना होगा। पैसे इस UPI पर भेजें: bharti.kendra@ybl',
    pay: { amount: 1200, currency: 'INR' },
    scam: true,
  },
  {
    kind: 'job',
    language: 'hi',
    text: 'सऊदी अरब में ड्राइवर की नौकरी\n\nमहीने का ₹80,000 वेतन, रहना-खाना फ़्री। वीज़ा और टिकट के लिए ₹45,000 एजेंट को पहले देने होंगे। संपर्क करें: 98765 43210',
    scam: true,
  },
  {
    kind: 'job',
    language: 'hi',
    text: 'घर बैठे काम — रोज़ ₹2,000 कमाएँ\n\nमोबाइल पर सिर्फ़ होटलों को रेटिंग देनी है। पहले ₹500 से अपना अकाउंट एक्टिवेट करें, फिर रोज़ कमाई। पूरी जानकारी के लिए हमारा टेलीग्राम ग्रुप जॉइन करें।',
    pay: { amount: 2000, currency: 'INR' },
    scam: true,
  },
  {
    kind: 'job',
    language: 'hi',
    text: 'मेट्रो स्टेशन पर सफ़ाई कर्मचारी\n\nमेट्रो स्टेशनों पर सफ़ाई के 50 पद खाली। ₹750 रोज़। पहचान पत्र और गेट पास बनवाने का ₹1,000 शुल्क, QR कोड स्कैन करके भुगतान करें।',
    pay: { amount: 750, currency: 'INR' },
    scam: true,
  },
  {
    kind: 'job',
    language: 'hi',
    text: 'अस्पताल में वार्ड बॉय\n\nसरकारी अस्पताल में वार्ड बॉय की नौकरी पक्की। ₹900 रोज़। सीट बुकिंग के लिए ₹3,000 पेटीएम करें 98765 01234 पर, वरना सीट किसी और को दे दी जाएगी।',
    pay: { amount: 900, currency: 'INR' },
    scam: true,
  },
  {
    kind: 'job',
    language: 'hi',
    text: 'कंपनी ड्राइवर — ₹5,000 रोज़\n\nसिर्फ़ 4 घंटे गाड़ी चलानी है, ₹5,000 प्रतिदिन। रजिस्ट्रेशन के लिए अपना डेबिट कार्ड नंबर और पिन भेजें ताकि सैलरी सीधे खाते में आ सके।',
    pay: { amount: 5000, currency: 'INR' },
    scam: true,
  },
  {
    kind: 'job',
    language: 'hi',
    text: 'सिलाई का काम घर से\n\nकंपनी आपको कपड़ा और धागा भेजेगी, सिलकर वापस भेजें और ₹1,000 रोज़ कमाएँ। सिलाई किट के ₹1,800 पहले जमा करने होंगे।',
    pay: { amount: 1000, currency: 'INR' },
    scam: true,
  },

  // ---------------------------------------------------------------------------------------------
  // Hindi (Devanagari) — messages, legitimate
  // ---------------------------------------------------------------------------------------------
  {
    kind: 'message',
    language: 'hi',
    text: 'भैया, कल का काम पूरा हो गया था। पैसे कब तक मिलेंगे? बता दीजिए।',
    scam: false,
  },
  {
    kind: 'message',
    language: 'hi',
    text: 'आज के ₹650 आपके PhonePe पर भेज दिए हैं, एक बार देख लीजिए।',
    scam: false,
  },
  {
    kind: 'message',
    language: 'hi',
    text: 'कल सुबह 7 बजे गेट नंबर 2 पर आ जाना, अपना आधार कार्ड या वोटर आईडी साथ रखना।',
    scam: false,
  },
  {
    kind: 'message',
    language: 'hi',
    text: 'मुझे खाना बनाने का 5 साल का अनुभव है। क्या आपके यहाँ रहने की जगह मिलेगी या रोज़ आना-जाना होगा?',
    scam: false,
  },
  {
    kind: 'message',
    language: 'hi',
    text: 'बारिश की वजह से आज काम बंद है। कल आ जाना, आज की आधी दिहाड़ी भी दे देंगे।',
    scam: false,
  },

  // ---------------------------------------------------------------------------------------------
  // Hindi (Devanagari) — messages, scams
  // ---------------------------------------------------------------------------------------------
  {
    kind: 'message',
    language: 'hi',
    text: 'आपका चयन हो गया है। वर्दी और आईडी कार्ड के ₹999 इस UPI आईडी पर भेजें: rozgar.seva@paytm, उसके बाद जॉइनिंग लेटर मिलेगा।',
    scam: true,
  },
  {
    kind: 'message',
    language: 'hi',
    text: 'आपके फ़ोन पर एक OTP आया होगा, वो बता दीजिए, आपका पेमेंट अकाउंट वेरिफ़ाई करना है।',
    scam: true,
  },
  {
    kind: 'message',
    language: 'hi',
    text: 'यहाँ बात करना ठीक नहीं, मेरे व्हाट्सऐप पर मैसेज करो 98765 43210, वहीं काम की पूरी जानकारी दूँगा।',
    scam: true,
  },
  {
    kind: 'message',
    language: 'hi',
    text: 'मैंने गलती से आपको ₹650 की जगह ₹15,000 भेज दिए हैं। बाकी पैसे इस QR कोड पर वापस कर दो प्लीज़।',
    scam: true,
  },
  {
    kind: 'message',
    language: 'hi',
    text: 'नौकरी पक्की करने के लिए इंश्योरेंस के ₹1,200 जमा करने होंगे, यह पैसा बाद में वापस मिल जाएगा।',
    scam: true,
  },

  // ---------------------------------------------------------------------------------------------
  // Hinglish — jobs, legitimate
  // ---------------------------------------------------------------------------------------------
  {
    kind: 'job',
    language: 'hinglish',
    text: 'Ghar ke liye cook chahiye\n\nNoida Sector 62 mein 4 logon ki family ke liye subah-shaam khana banana hai. North Indian khana aana chahiye. ₹700 per day, payment har hafte UPI se aapke account mein.',
    pay: { amount: 700, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'hinglish',
    text: 'Shop ke liye security guard\n\nKarol Bagh ki jewellery shop ke liye din ki shift ka guard chahiye, 10 se 8 baje. ₹850 roz. Uniform shop dega, koi charge nahi.',
    pay: { amount: 850, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'hinglish',
    text: 'Shifting ke liye 3 labour chahiye\n\nGhar ka saaman tempo mein load karke Thane se Kalyan le jaana hai. Ek din ka kaam. ₹700 har bande ko, khana aur wapsi ka kiraya humari taraf se.',
    pay: { amount: 700, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'hinglish',
    text: 'Driver chahiye - school pickup\n\nSubah 7 baje bacchon ko school chhodna aur 2 baje wapas laana. Gaadi humari hai. ₹500 per day, payment har Saturday cash mein.',
    pay: { amount: 500, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'hinglish',
    text: 'Office cleaning ka kaam\n\nHyderabad, Madhapur mein chhote office ki safai, roz shaam 6 se 9. ₹400 per day. Jhadu-pocha ka saaman office dega.',
    pay: { amount: 400, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'hinglish',
    text: 'Birthday party ke liye waiter\n\nSaturday shaam 5 se raat 12 tak, 10 waiters chahiye. ₹800 per head. Black pant apni pehen ke aana, shirt hum free denge. Party khatam hote hi cash payment.',
    pay: { amount: 800, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'hinglish',
    text: 'Mistri aur helper chahiye - bathroom tiling\n\nGhaziabad mein ek bathroom ki tiling. Mistri ko ₹1,200 roz, helper ko ₹600 roz. 4-5 din ka kaam, tiles aur cement humara.',
    pay: { amount: 1200, currency: 'INR' },
    scam: false,
  },
  {
    kind: 'job',
    language: 'hinglish',
    text: 'Garden ki safai\n\nBangalore, JP Nagar mein ghar ke garden ki ghaas kaatni hai aur paudhon ki chhantai karni hai. Ek din ka kaam, ₹750. Tools humare paas hain. Aate waqt koi ID proof le aana.',
    pay: { amount: 750, currency: 'INR' },
    scam: false,
  },

  // ---------------------------------------------------------------------------------------------
  // Hinglish — jobs, scams
  // ---------------------------------------------------------------------------------------------
  {
    kind: 'job',
    language: 'hinglish',
    text: 'Warehouse mein packing job - branded company\n\n₹1,400 per day, PF aur ESI ke saath. Joining se pehle ₹1,250 ka registration aur ID card charge jama karna hoga. Payment is UPI pe karein: warehousejobs.hr@okicici',
    pay: { amount: 1400, currency: 'INR' },
    scam: true,
  },
  {
    kind: 'job',
    language: 'hinglish',
    text: 'Canada mein farm worker ki vacancy\n\n$25 per hour, free accommodation. Work permit processing fees ₹1,50,000, aadha pehle aur aadha visa aane ke baad. Seats limited, jaldi call karein 98765 43210.',
    scam: true,
  },
  {
    kind: 'job',
    language: 'hinglish',
    text: 'Ghar baithe typing job\n\nPDF ko Word mein type karo aur ₹1,800 roz kamao. Security deposit ₹750, refundable. Details ke liye WhatsApp karo 98765 12345.',
    pay: { amount: 1800, currency: 'INR' },
    scam: true,
  },
  {
    kind: 'job',
    language: 'hinglish',
    text: 'Hotel mein kitchen helper - turant joining\n\n₹900 per day, rehna khana free. Bas gate pass aur police verification ke ₹600 Paytm karne honge, tabhi joining milegi.',
    pay: { amount: 900, currency: 'INR' },
    scam: true,
  },
  {
    kind: 'job',
    language: 'hinglish',
    text: 'Courier delivery boy - ₹4,000 roz\n\nSirf 3 ghante ka kaam, ₹4,000 daily guaranteed. Koi interview nahi. Bas apna net banking ka user ID aur password share karo taaki salary set ho sake.',
    pay: { amount: 4000, currency: 'INR' },
    scam: true,
  },
  {
    kind: 'job',
    language: 'hinglish',
    text: 'YouTube video like karne ka kaam\n\nHar like pe ₹50, roz ₹2,500 tak kamao. Pehle 3 task free, phir VIP group join karne ke liye ₹2,000 recharge karna hoga. Telegram pe judo: t.me/likejobs_daily',
    pay: { amount: 2500, currency: 'INR' },
    scam: true,
  },
  {
    kind: 'job',
    language: 'hinglish',
    text: 'Security guard bharti - 200 posts\n\nMall aur hospital mein guard ki naukri, ₹750 roz. Training kit aur joote ke liye ₹1,500 jama karo, selection pakka.',
    pay: { amount: 750, currency: 'INR' },
    scam: true,
  },

  // ---------------------------------------------------------------------------------------------
  // Hinglish — messages, legitimate
  // ---------------------------------------------------------------------------------------------
  {
    kind: 'message',
    language: 'hinglish',
    text: 'Sir, maine 3 din kaam kiya tha, payment kab tak aayega? Mera GPay number yahi hai jis se chat kar raha hoon.',
    scam: false,
  },
  {
    kind: 'message',
    language: 'hinglish',
    text: 'Kal subah 8 baje aa jaana, aur apna Aadhaar card le aana, society mein entry ke liye chahiye.',
    scam: false,
  },
  {
    kind: 'message',
    language: 'hinglish',
    text: '₹1,600 aapke account mein transfer kar diye hain, do din ka hisaab. Check kar lena.',
    scam: false,
  },
  {
    kind: 'message',
    language: 'hinglish',
    text: 'Madam, main kal 10 baje tak pahunch jaungi. Bartan ke saath kapde bhi dhone hain kya?',
    scam: false,
  },
  {
    kind: 'message',
    language: 'hinglish',
    text: 'Trip ke liye ₹2,000 advance abhi bhej raha hoon petrol aur khane ke liye, baaki hisaab wapas aake karenge.',
    scam: false,
  },

  // ---------------------------------------------------------------------------------------------
  // Hinglish — messages, scams
  // ---------------------------------------------------------------------------------------------
  {
    kind: 'message',
    language: 'hinglish',
    text: 'Aapka selection ho gaya hai. Joining confirm karne ke liye ₹499 is QR code pe scan karke bhejo aur screenshot share karo.',
    scam: true,
  },
  {
    kind: 'message',
    language: 'hinglish',
    text: 'Bhai tere phone pe ek 6 digit ka code aaya hoga, jaldi bata de, tera salary account activate karna hai.',
    scam: true,
  },
  {
    kind: 'message',
    language: 'hinglish',
    text: 'Is app pe baat nahi ho paayegi, Telegram pe aao @jobwala_official, wahan poori details milengi.',
    scam: true,
  },
  {
    kind: 'message',
    language: 'hinglish',
    text: 'Aapka medical test compulsory hai, ₹1,100 fees hai. Paisa 98765 67890 pe Paytm kar do, report hum bana denge.',
    scam: true,
  },
  {
    kind: 'message',
    language: 'hinglish',
    text: 'Apne ATM card ki photo aage aur peeche dono side se bhejo, salary direct usi mein daalni hai.',
    scam: true,
  },
];
