import type { push } from './en-push';

/** Hindi texts of Web Push (twin of en-push.ts). */
export const pushHi: typeof push = {
  settings: {
    title: 'इस फ़ोन पर सूचना पाएँ',
    lead: 'ऐप बंद होने पर भी नए मैसेज और आपके अलर्ट के नए काम आपके फ़ोन पर आएँगे।',
    turnOn: 'इस फ़ोन पर सूचना पाएँ',
    turningOn: 'चालू हो रहा है...',
    onHere: 'इस फ़ोन पर सूचनाएँ आती हैं।',
    added: 'सूचनाएँ चालू हो गईं',
    addedBody: 'नए मैसेज और आपके अलर्ट के नए काम आने पर हम आपको बताएँगे।',
    failed: 'सूचनाएँ चालू नहीं हो पाईं',
    unsupported: 'यह ब्राउज़र सूचनाएँ नहीं दिखा सकता। अपने फ़ोन पर Chrome में ऐप खोलें।',
    denied: 'इस साइट की सूचनाएँ बंद हैं। ब्राउज़र की सेटिंग्स में इन्हें चालू करें, फिर दोबारा कोशिश करें।',
    devices: 'जिन फ़ोन और ब्राउज़र पर सूचनाएँ आती हैं',
    none: 'अभी किसी फ़ोन पर सूचनाएँ नहीं आतीं।',
    loading: 'आपके फ़ोन लोड हो रहे हैं...',
    loadFailed: 'आपके फ़ोन लोड नहीं हो पाए।',
    thisDevice: 'यह फ़ोन',
    since: '{{date}} से',
    remove: 'हटाएँ',
    removeNamed: '{{label}} हटाएँ',
    removed: '{{label}} पर सूचनाएँ बंद हो गईं',
    removeFailed: 'यह फ़ोन हटाया नहीं जा सका',
    emailNote: 'जब तक किसी फ़ोन पर सूचनाएँ आती हैं, नए मैसेज के ईमेल की जगह हम वही भेजते हैं।',
  },
  offer: {
    title: 'इस फ़ोन पर सूचना पाएँ?',
    body: 'ऐप बंद होने पर भी हम आपको जवाब और नए काम के बारे में बताएँगे।',
    accept: 'चालू करें',
  },
  notification: {
    message: '{{name}} ने आपको मैसेज भेजा',
    messageBody: '{{job}}: {{text}}',
    job: 'नया काम: {{title}}',
    jobBody: '{{location}} में {{pay}}',
  },
  device: {
    on: '{{system}} पर {{browser}}',
    browser: 'ब्राउज़र',
  },
};
