/**
 * Texts of the information pages (issue #5): About, How It Works, Pricing, Safety, Help Center, Contact,
 * Privacy Policy and Terms of Service, and the contact form's email. Spec texts are verbatim
 * (../shared/spec/product-spec.md sections 1, 2 and 9). Format: shared/i18n/translate.ts.
 *
 * Figures are never written here: they arrive as parameters from src/shared/content/marketing.ts and the
 * brand configuration. Parameters used across these texts:
 *   siteName, email (support address), founder, year (founded)
 *   reviewTime, replyTime, privacyReplyTime, demoTime, deletionTime, liabilityPeriod (e.g. "24 hours")
 *   businessHours ("Monday to Friday, 9 AM to 8 PM"), minimumAge, moneyBackDays, availability ("24/7")
 *
 * Lists (FAQs, legal sections, steps) are objects keyed by id; the pages take their order and their
 * members from this English catalogue and each text through `t`, so a translation may follow key by key.
 */
export const info = {
  units: {
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    businessDays_one: '{{count}} business day',
    businessDays_other: '{{count}} business days',
    months_one: '{{count}} month',
    months_other: '{{count}} months',
  },
  days: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  businessHours: '{{firstDay}} to {{lastDay}}, {{opens}} to {{closes}}',
  lastUpdated: 'Last updated {{date}}',
  onThisPage: 'On this page',

  about: {
    lead: '{{siteName}} is a local job marketplace for daily work. Households and shops find cleaners, cooks, drivers, labourers and guards near them, and workers find today’s work without a middleman.',
    missionTitle: 'Our Mission',
    mission:
      'Everyone who is ready to work should find work today, close to home, and be paid fairly for it. We make hiring for daily work as simple as making a phone call: employers post for free, workers see the job with its pay and place, and the two talk directly.',
    statsTitle: '{{siteName}} in numbers',
    stats: {
      jobSeekers: 'Job Seekers',
      partnerCompanies: 'Partner Companies',
      successRate: 'Success Rate',
      cities: 'Cities',
      countries: 'Countries',
      founded: 'Founded',
      availability: 'Availability',
    },
    founderTitle: 'Meet Our Founder',
    founderRole: 'Founder and CEO',
    founderBio:
      '{{founder}} founded {{siteName}} in {{year}} with a simple idea: a cleaner, cook or driver should find today’s work as easily as making a phone call, and a family or a shop should find reliable help without paying a middleman.',
    remote: 'Operating remotely from India and the USA',
    remoteBody:
      'Our small team works remotely across India and the United States, close to the cities and people we serve.',
    howTitle: 'How It Works',
    how: {
      post: {
        title: 'Employers post a job',
        body: 'A household or shop says what work it needs, where, and the daily pay. Posting is free.',
      },
      find: {
        title: 'Workers find it',
        body: 'Workers search by city or category, or ask the AI Job Assistant in simple words.',
      },
      connect: {
        title: 'They talk directly',
        body: 'The worker calls the employer or sends a message in the app, and work can start the same day.',
      },
    },
    valuesTitle: 'Our Core Values',
    values: {
      innovation: {
        title: 'Innovation',
        body: 'We use technology such as AI matching and voice search so that finding work is easy on any phone, even on a slow network.',
      },
      community: {
        title: 'Community',
        body: 'We build for the people who keep homes, shops and cities running, and for the neighbours who hire them.',
      },
      integrity: {
        title: 'Integrity',
        body: 'Honest jobs, clear pay and no hidden fees. We review job postings and reports within {{reviewTime}}.',
      },
      support: {
        title: 'Support',
        body: 'Real people answer your questions. We reply to every email within {{replyTime}}.',
      },
    },
    whyTitle: 'Why Choose {{siteName}}',
    why: {
      aiMatching: {
        title: 'AI matching',
        body: 'Our AI Job Assistant understands simple words and voice, and helps you find or post the right job.',
      },
      verified: {
        title: 'Verified employers and postings',
        body: 'We check employers and job postings, and review every report within {{reviewTime}}.',
      },
      messaging: {
        title: 'Direct messaging',
        body: 'Call the employer or message them in the app. No agent in between, no commission.',
      },
      tracking: {
        title: 'Applicant tracking',
        body: 'Employers keep track of the workers who contacted them, in one place.',
      },
      free: {
        title: 'Free for job seekers',
        body: 'Workers never pay to find a job, and posting a job is free for employers too.',
      },
      local: {
        title: 'Local, in India and the USA',
        body: 'Jobs in your own city, with pay shown in rupees in India and in dollars in the USA.',
      },
    },
    contactTitle: 'Get in Touch',
    contactBody: 'Questions, ideas or a problem? Write to us and we will reply within {{replyTime}}.',
    contactForm: 'Use the contact form',
  },

  howItWorks: {
    lead: 'Find daily work near you, or find a worker for today. Here is how {{siteName}} works for both.',
    seekersTitle: 'For Job Seekers',
    seekersLead: 'Find work in three simple steps. It is free.',
    seekers: {
      profile: {
        title: 'Create your profile',
        body: 'Sign up with your email or phone number. Add your name, your city and the work you do, so employers know who is calling.',
      },
      matched: {
        title: 'Get matched',
        body: 'Choose your city, search for work such as “cook” or “driver”, or ask the AI Job Assistant. Each job shows the daily pay, the place and when it starts.',
      },
      work: {
        title: 'Start working',
        body: 'Call the employer or send a message, agree on the pay and timing, and start, often the same day.',
      },
    },
    browseJobs: 'Browse Jobs',
    createProfile: 'Create Free Account',
    employersTitle: 'For Employers',
    employersLead: 'Households, shops and businesses hire in three steps.',
    employers: {
      post: {
        title: 'Post a job',
        body: 'Say what work you need, where, the daily pay and your phone number. It takes two minutes and posting is free.',
      },
      review: {
        title: 'Review candidates',
        body: 'Workers near you call or message you directly. Ask about their experience, references and when they can start.',
      },
      hire: {
        title: 'Hire',
        body: 'Choose the right person, agree on the pay and timing, and get the work done. Mark the job closed when it is filled.',
      },
    },
    postJob: 'Post a Job',
    safetyTitle: 'Stay safe',
    safetyBody:
      'Never pay money to get a job, and meet in a safe place. Read our safety tips before you meet anyone.',
    safetyLink: 'Read Safety Tips',
  },

  pricing: {
    lead: 'Job seekers use {{siteName}} free. Posting a daily-wage job is free too. Paid plans add more tools for people and businesses who need them.',
    jobSeekersTitle: 'For Job Seekers',
    employersTitle: 'For Employers',
    badges: {
      freeForever: 'Free Forever',
      mostPopular: 'Most Popular',
      bestValue: 'Best Value',
    },
    plans: {
      free: { name: 'Free', description: 'Everything you need to find daily work.' },
      premium: { name: 'Premium', description: 'Stand out and get hired faster.' },
      starter: { name: 'Starter', description: 'For hiring once in a while.' },
      professional: { name: 'Professional', description: 'For businesses that hire every week.' },
      enterprise: { name: 'Enterprise', description: 'For large teams and partners.' },
    },
    periods: {
      forever: 'forever',
      month: 'per month',
      jobPosting: 'per job posting',
    },
    customPrice: 'Custom pricing',
    features: {
      unlimitedApplications: 'Unlimited applications',
      aiMatching: 'AI matching',
      profileUpdates: 'Profile updates',
      employerCommunication: 'Employer communication',
      emailNotifications: 'Email notifications',
      priorityInSearch: 'Priority in search',
      analyticsDashboard: 'Analytics dashboard',
      careerCoaching: 'Career coaching',
      resumeTools: 'Resume tools',
      prioritySupport: '{{availability}} priority support',
      postingDays: '{{days}}-day posting',
      basicMatching: 'Basic matching',
      applicantTracking: 'Applicant tracking',
      emailSupport: 'Email support',
      unlimitedPostings: 'Unlimited postings',
      analytics: 'Analytics',
      featuredListings: 'Featured listings',
      accountManager: 'Dedicated account manager',
      customIntegrations: 'Custom integrations',
      whiteLabel: 'White-label',
      sla: 'SLA (service-level agreement)',
    },
    signUp: 'Sign Up Free',
    contact: 'Contact Us',
    contactSales: 'Contact Sales',
    /** The contact form's subject when a plan's button is used. */
    contactSubject: '{{plan}} plan',
    howToJoin:
      'Paid plans are set up with our team. Send us a message and we will reply within {{replyTime}}.',
    termsTitle: 'Simple, fair terms',
    terms: {
      monthToMonth: {
        title: 'Month-to-month',
        body: 'No long contracts. Stop any time; your plan runs until the end of the month you paid for.',
      },
      moneyBack: {
        title: '{{moneyBackDays}}-day money-back guarantee',
        body: 'On employer plans: not happy within {{moneyBackDays}} days? We refund you in full.',
      },
      noSetupFee: {
        title: 'No setup fee',
        body: 'You pay the plan price and nothing else.',
      },
    },
    indiaNoteTitle: 'Prices in US dollars',
    indiaNote:
      'Plan prices are shown in US dollars. Local pricing in Indian rupees is available on request: contact us and we will send you a quote.',
    indiaNoteLink: 'Ask for rupee pricing',
    indiaNoteSubject: 'Rupee pricing',
    postingFree: 'Just need a worker for a day? Posting a job is always free.',
    postingFreeLink: 'Post a Job for Free',
  },

  safety: {
    lead: 'Most people on {{siteName}} are honest, but stay alert. These tips help you find work and hire safely.',
    emergency: 'In danger? Call 112 in India or 911 in the USA.',
    guidelinesTitle: 'Safety Guidelines',
    guidelines: {
      verifyEmployers: {
        title: 'Verify employers',
        body: 'Before you go, ask for the employer’s full name, the exact address and what the work is. Look the address up on a map, and for a shop or company, check that it really exists. Be careful if someone will not give these details.',
      },
      protectInformation: {
        title: 'Protect personal information',
        body: 'Do not share your Aadhaar or Social Security number, bank details or passwords before you are hired, and never share a one-time code (OTP) with anyone. {{siteName}} will never ask you for your password or a code.',
      },
      agreeFirst: {
        title: 'Agree before you start',
        body: 'Agree on the daily pay, the hours and the work before you begin, and keep the messages. Write down the employer’s phone number.',
      },
      tellSomeone: {
        title: 'Tell someone where you go',
        body: 'Share the address and the employer’s phone number with a family member or friend, and tell them when you expect to be back.',
      },
    },
    redFlagsTitle: 'Red Flags to Watch For',
    redFlags: {
      moneyRequests: {
        title: 'Requests for money',
        body: 'Someone asks you to pay for registration, training, a uniform, a deposit or a “job guarantee”. Genuine employers never ask workers for money.',
      },
      tooGood: {
        title: 'Too good to be true',
        body: 'Very high pay for easy work, a job offered without any questions, or pressure to decide or travel right now.',
      },
      poorCommunication: {
        title: 'Poor communication',
        body: 'No clear address, refuses to speak on the phone, keeps changing the details, or asks you to meet somewhere other than the workplace.',
      },
    },
    interviewTitle: 'Interview Tips',
    interview: {
      inPerson: {
        title: 'In person',
        tips: {
          daylight: 'Meet at the workplace or in a public place, in daylight.',
          tell: 'Tell a family member or friend where you are going.',
          phone: 'Keep your phone charged and with you.',
          travel: 'Travel on your own; do not accept rides from people you do not know.',
          leave: 'If you feel unsafe, leave. No job is worth the risk.',
        },
      },
      virtual: {
        title: 'Phone and video',
        tips: {
          identity: 'Ask who is calling and which job it is about.',
          apps: 'Never install an app or share your screen because a caller asks.',
          codes: 'Never share codes, bank details or ID numbers on a call.',
          inApp: 'Keep written conversations in {{siteName}} Messages where you can.',
        },
      },
    },
    reportTitle: 'How to Report',
    reportBody:
      'If a job or a person seems wrong, stop contact and tell us. Use the contact form with the subject “Report” and include the job title or link, the employer’s name or phone number, and what happened. We review every report within {{reviewTime}}.',
    reportButton: 'Report a Problem',
    reportSubject: 'Report',
    fraudTitle: 'Lost money to a job scam?',
    fraudIndia:
      'In India, call the cyber-fraud helpline 1930 at once (the sooner you call, the better the chance to stop the payment), or report it online.',
    fraudUsa: 'In the USA, report it to the Federal Trade Commission:',
    fraudCall: 'Call 1930',
  },

  help: {
    lead: 'Answers to common questions about finding work, posting jobs and your account.',
    searchLabel: 'Search help articles',
    searchPlaceholder: 'Search, e.g. password',
    resultCount_one: '{{count}} answer found',
    resultCount_other: '{{count}} answers found',
    noResults: 'No results for “{{query}}”',
    noResultsHint: 'Try other words, or send us a message and we will help you.',
    clearSearch: 'Clear search',
    faqTitle: 'Frequently Asked Questions',
    supportTitle: 'Still need help?',
    support: {
      liveChat: {
        title: 'Live Chat',
        body: 'Ask the AI Job Assistant, any time of day.',
        action: 'Start a chat',
      },
      email: {
        title: 'Email Support',
        body: 'Write to us. We reply within {{replyTime}}.',
        action: 'Contact us',
      },
      knowledgeBase: {
        title: 'Knowledge Base',
        body: 'Browse the answers to common questions below.',
        action: 'Browse answers',
      },
    },
    topics: {
      gettingStarted: {
        title: 'Getting Started',
        faqs: {
          free: {
            q: 'Is {{siteName}} free?',
            a: 'Yes. Job seekers use {{siteName}} free, and posting a job is free too. Optional paid plans for people and businesses who want more tools are on the Pricing page.',
          },
          findByCity: {
            q: 'How do I find jobs in my city?',
            a: 'Type your city in the city box at the top of any page and choose it from the list. You will see the jobs in that city, newest first. You can also search for a kind of work, such as “cook” or “driver”, or open a category from the home page.',
          },
          postJob: {
            q: 'How do I post a job?',
            a: 'Sign in, then tap Post a Job. Write what work you need, choose a category, and enter the daily pay, the location, a short description and your phone number. Your job goes live at once and workers call or message you directly.',
          },
          account: {
            q: 'Do I need an account?',
            a: 'No account is needed to look at jobs and call employers. You need a free account to post a job or to send messages. You can sign up with your email address or your phone number.',
          },
          assistant: {
            q: 'What is the AI Job Assistant?',
            a: 'A helper you can talk or type to in simple words. Say “Find me work in Bangalore” or “I want to post a job” and it finds jobs or posts one for you. Open it from AI Assistant at the top of the page.',
          },
        },
      },
      jobApplications: {
        title: 'Job Applications',
        faqs: {
          apply: {
            q: 'How do I apply for a job?',
            a: 'There are no long forms. Every job shows the employer’s phone number: tap Call to call them, or Send Message to write to them in the app. Say your name, the work you have done before and when you can start.',
          },
          message: {
            q: 'Can I message an employer instead of calling?',
            a: 'Yes. Tap Send Message on the job. You need to be signed in. All your conversations are under Messages in your account menu, and new replies appear there.',
          },
          urgent: {
            q: 'What does “Urgent Job” mean?',
            a: 'The employer needs someone soon: within 2 to 3 days, or today or tomorrow. Call quickly, as these jobs fill fast.',
          },
          noAnswer: {
            q: 'The employer does not answer. What can I do?',
            a: 'Try again at another time of day, or send a message in the app. Jobs fill quickly, so contact a few employers rather than waiting for one.',
          },
          genuine: {
            q: 'How do I know a job is genuine?',
            a: 'Genuine employers never ask you for money. Ask for the exact address and the employer’s name, and read our Safety Tips. If something seems wrong, report it through the contact form; we review reports within {{reviewTime}}.',
          },
        },
      },
      accountBilling: {
        title: 'Account & Billing',
        faqs: {
          verifyEmail: {
            q: 'I did not get my email verification code.',
            a: 'Check your spam or junk folder. The 6-digit code is valid for 60 minutes. On the Verify Email page you can ask for a new code once a minute. Make sure you typed your email address correctly.',
          },
          resetPassword: {
            q: 'How do I reset my password?',
            a: 'On the Sign In page choose “Forgot password?” and enter your email address. We send you a 6-digit code, valid for 60 minutes, to set a new password. Signed up with a phone number and no email address? Contact us and we will help you get back in.',
          },
          updateProfile: {
            q: 'How do I change my name, email or phone number?',
            a: 'Open My Profile from your account menu, change the details and save. When you change your email address, we send a code to the new address to confirm it.',
          },
          deleteAccount: {
            q: 'How do I delete my account?',
            a: 'Go to Settings and choose to delete your account; we send a code to your email to confirm. If you cannot sign in, send us a message. We delete your account and personal data within {{deletionTime}} of your request.',
          },
          payment: {
            q: 'Do I have to pay anything?',
            a: 'No. Finding work is free and posting a job is free. Paid plans are optional and month-to-month, with no setup fee and a {{moneyBackDays}}-day money-back guarantee on employer plans. For billing questions, contact us.',
          },
        },
      },
    },
  },

  contact: {
    lead: 'Questions, feedback or a problem with a job? Send us a message and we will reply by email within {{replyTime}}.',
    cards: {
      email: { title: 'Email', body: 'Write to us at any time.' },
      hours: { title: 'Business Hours', body: '{{businessHours}}' },
      response: {
        title: 'Response Time',
        body: 'Within {{replyTime}} by email. Privacy questions within {{privacyReplyTime}}.',
      },
      demo: {
        title: 'Demos for Employers',
        body: 'We arrange a demo within {{demoTime}}.',
        action: 'Request a demo',
        subject: 'Demo request',
      },
    },
    infoTitle: 'Other ways to reach us',
    form: {
      title: 'Send us a message',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      emailHint: 'We reply to this address.',
      subject: 'Subject',
      subjectPlaceholder: 'e.g. Question about posting a job',
      message: 'Message',
      messagePlaceholder: 'Tell us how we can help.',
      characters: '{{count}} / {{max}} characters',
      submit: 'Send Message',
      sending: 'Sending...',
      privacy: 'We use your details only to answer you.',
      privacyLink: 'Privacy Policy',
      successTitle: 'Message sent!',
      success:
        'Thank you, {{name}}. We received your message and will reply to {{email}} within {{replyTime}}.',
      /** After a message sent before the page's script ran (the address keeps no name or email). */
      successSent: 'Thank you. We received your message and will reply within {{replyTime}}.',
      failedTitle: 'Message not sent',
      rateLimited_one:
        'You have sent several messages in a short time. Please wait {{count}} minute and try again, or email us at {{email}}.',
      rateLimited_other:
        'You have sent several messages in a short time. Please wait {{count}} minutes and try again, or email us at {{email}}.',
    },
    /** Field messages (the shared contract's validation messages; also the server's). */
  },

  /** The email the support team receives for each contact-form message (plain text). */
  email: {
    subject: '[{{siteName}} contact] {{subject}}',
    body: 'New message from the contact form of {{siteName}}.\n\nFrom: {{name}} <{{email}}>\nSubject: {{subject}}\nAccount: {{account}}\nReference: #{{id}}\nReceived: {{receivedAt}}\n\n{{message}}\n\n--\nReply to this email to answer {{firstName}} directly.',
    signedOut: 'not signed in',
    signedIn: 'user {{userId}}',
  },

  privacy: {
    lead: 'How {{siteName}} collects, uses and protects your personal information.',
    sections: {
      introduction: {
        title: 'Introduction',
        paragraphs: [
          '{{siteName}} (“we”, “us”) runs a local marketplace for daily work in India and the United States. We operate remotely from India and the USA. This Privacy Policy explains what personal information we collect when you use our website and services, why we collect it, and the choices you have.',
          'By using {{siteName}} you agree to this policy. If you do not agree, please do not use the service.',
        ],
      },
      collect: {
        title: 'Information We Collect',
        paragraphs: ['We collect only what we need to run the service:'],
        items: [
          'Account details: your name, email address and/or phone number, and your password (stored only in a scrambled, hashed form).',
          'Profile details you choose to add, such as your city, skills and a short description.',
          'Job postings: the title, category, daily pay, location, description and the phone number you enter.',
          'Messages you send to other users through {{siteName}}, and messages you send to us through the contact form.',
          'Technical information: your IP address, browser type and the pages you use, kept in server logs to keep the service secure and working.',
          'Your approximate location, only if you allow it, to suggest jobs in your city.',
        ],
      },
      use: {
        title: 'How We Use Your Information',
        paragraphs: ['We use your information to:'],
        items: [
          'Create and secure your account, including sending verification codes by email.',
          'Show your job postings to workers and connect workers with employers by phone or message.',
          'Review job postings and reports within {{reviewTime}} and protect users from fraud and abuse.',
          'Answer your questions and messages; we reply to emails within {{replyTime}}.',
          'Send you emails about your account and the service. We do not send marketing emails without your consent.',
          'Improve {{siteName}} and fix problems.',
        ],
      },
      visible: {
        title: 'What Other Users Can See',
        paragraphs: [
          'A job posting, including the phone number on it, is public: anyone who visits {{siteName}} can see it, so that workers can call you. Do not put information in a posting that you do not want others to see.',
          'When you message another user, they see your name and what you write.',
        ],
      },
      sharing: {
        title: 'How We Share Information',
        paragraphs: ['We do not sell your personal information. We share it only:'],
        items: [
          'With service providers who help us run {{siteName}}, such as hosting and email delivery, under contracts that require them to protect it.',
          'When the law requires it, or to protect the safety of our users and the public.',
          'If {{siteName}} is merged or sold, with the new owner, who must keep this policy’s promises.',
        ],
      },
      cookies: {
        title: 'Cookies and Local Storage',
        paragraphs: [
          'We use a cookie to keep you signed in. Your choices of theme, language and country are kept on your own device. We do not use advertising cookies or third-party trackers.',
        ],
      },
      retention: {
        title: 'How Long We Keep Information',
        paragraphs: [
          'We keep your account information while your account is open. You can ask us to delete your account at any time; we delete your account and personal data within {{deletionTime}} of your request. We may keep a limited record where the law requires it, for example to resolve disputes or prevent fraud.',
        ],
      },
      rights: {
        title: 'Your Rights and Choices',
        paragraphs: [
          'You can see and correct your details on your profile at any time. Depending on where you live, including under India’s Digital Personal Data Protection Act and the privacy laws of US states, you may have the right to access, correct, delete or get a copy of your personal information, and to withdraw your consent.',
          'To use these rights, email {{email}} or use the contact form. We respond to privacy inquiries within {{privacyReplyTime}}.',
        ],
      },
      security: {
        title: 'Security',
        paragraphs: [
          'We protect your information with encrypted connections (HTTPS), hashed passwords and limited access for our staff. No system is perfectly secure, so please use a strong password and never share a verification code.',
        ],
      },
      age: {
        title: 'Age Requirement',
        paragraphs: [
          '{{siteName}} is for people aged {{minimumAge}} or older. We do not knowingly collect information from anyone younger. If you believe a child has given us information, contact us and we will delete it.',
        ],
      },
      changes: {
        title: 'Changes to This Policy',
        paragraphs: [
          'We may update this policy. We will change the “Last updated” date above and, for important changes, tell you by email or on the website before they take effect.',
        ],
      },
      contact: {
        title: 'Contact Us',
        paragraphs: [
          'Questions about your privacy? Email {{email}} or use the contact form. We respond to privacy inquiries within {{privacyReplyTime}}.',
        ],
      },
    },
  },

  terms: {
    lead: 'The rules for using {{siteName}}. Please read them carefully.',
    sections: {
      acceptance: {
        title: 'Acceptance of These Terms',
        paragraphs: [
          'These Terms of Service are an agreement between you and {{siteName}}. By creating an account or using our website and services, you agree to these terms and to our Privacy Policy. If you do not agree, do not use {{siteName}}.',
        ],
      },
      eligibility: {
        title: 'Who May Use {{siteName}}',
        paragraphs: [
          'You must be at least {{minimumAge}} years old to use {{siteName}}. By using it you confirm that you are {{minimumAge}} or older and that you may legally work or hire in your country.',
        ],
      },
      accounts: {
        title: 'Your Account',
        paragraphs: [
          'Give true and current information, keep your password secret and do not share your account. You are responsible for what happens under your account. Tell us at once if you think someone else is using it.',
        ],
      },
      role: {
        title: 'Our Role',
        paragraphs: [
          '{{siteName}} is a marketplace that helps workers and employers find each other. We are not an employer, an employment agency or a party to any agreement between a worker and an employer, and we do not guarantee that a job will be offered, filled or paid.',
          'Workers and employers are each responsible for their own agreements, including pay, working hours, safety, taxes and following the labour laws that apply to them.',
        ],
      },
      postings: {
        title: 'Job Postings',
        paragraphs: ['When you post a job, you promise that:'],
        items: [
          'The job is real and lawful, and the pay and details you give are true.',
          'You will not ask workers to pay any fee, deposit or charge.',
          'The job does not discriminate unlawfully and does not involve anyone under the legal working age.',
        ],
        closing:
          'We review job postings and reports within {{reviewTime}} and may edit, hide or remove any posting that breaks these terms.',
      },
      conduct: {
        title: 'Prohibited Conduct',
        paragraphs: ['You must not:'],
        items: [
          'Post fake, misleading or illegal jobs, or pretend to be someone else.',
          'Ask other users for money, bank details, ID documents or verification codes in order to give them a job.',
          'Harass, threaten or abuse anyone, or send spam.',
          'Copy data from {{siteName}} with automated tools, or try to break or overload the service.',
        ],
      },
      plans: {
        title: 'Plans and Payments',
        paragraphs: [
          'Job seekers use {{siteName}} free, and posting a job is free. Optional paid plans and their prices are described on our Pricing page. Paid plans are month-to-month with no setup fee, and you may cancel at any time; your plan then ends at the end of the period you paid for. Employer plans come with a {{moneyBackDays}}-day money-back guarantee. We will tell you before any price change applies to you.',
        ],
      },
      content: {
        title: 'Your Content',
        paragraphs: [
          'You keep ownership of what you post and write. You allow {{siteName}} to store, show and share it as needed to run the service, for example to show your job posting to workers.',
        ],
      },
      reporting: {
        title: 'Reporting and Enforcement',
        paragraphs: [
          'Report a job or a user that breaks these terms through the contact form. We review reports within {{reviewTime}}. We may warn, suspend or close accounts that break these terms, and we may report illegal activity to the authorities.',
        ],
      },
      termination: {
        title: 'Ending Your Account',
        paragraphs: [
          'You may stop using {{siteName}} and ask us to delete your account at any time. We delete your account and personal data within {{deletionTime}} of your request, as described in our Privacy Policy.',
        ],
      },
      disclaimer: {
        title: 'Disclaimer',
        paragraphs: [
          '{{siteName}} is provided “as is”. We work hard to keep it available, accurate and safe, but we cannot promise that it will always be available or free of errors, and we do not check every user.',
        ],
      },
      liability: {
        title: 'Limitation of Liability',
        paragraphs: [
          'To the extent the law allows, {{siteName}} is not liable for indirect or consequential losses, or for the actions of workers or employers. Our total liability to you for any claim is limited to the amount you paid us in the {{liabilityPeriod}} preceding the claim.',
        ],
      },
      changes: {
        title: 'Changes to These Terms',
        paragraphs: [
          'We may update these terms. We will change the “Last updated” date above and, for important changes, tell you by email or on the website. If you keep using {{siteName}} after a change, you accept the new terms.',
        ],
      },
      contact: {
        title: 'Contact Us',
        paragraphs: [
          'Questions about these terms? Email {{email}} or use the contact form. We reply within {{replyTime}}.',
        ],
      },
    },
  },
};
