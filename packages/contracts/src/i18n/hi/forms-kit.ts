import type { Translation } from '../catalogue';
import type { formsKitText } from '../catalogues/public-forms';

const hi: Translation<typeof formsKitText.en> = {
  optional: 'वैकल्पिक',
  honeypotLabel: 'वेबसाइट',
  submitting: 'भेजा जा रहा है...',
  required: 'ज़रूरी है',
  checkHighlighted: 'कृपया चिह्नित जानकारी दोबारा जाँच लें।',
  enterName: 'कृपया अपना नाम लिखें।',
  enterEmail: 'कृपया अपना ईमेल पता लिखें।',
  validEmail: 'कृपया सही ईमेल पता लिखें।',

  noticeCollects: 'हम कौन-सी जानकारी लेते हैं',
  noticeWhy: 'क्यों',
  noticeKeep: 'कितने समय तक',
  noticeWithdraw: 'सहमति वापस लेने के लिए',
  noticeComplain: 'शिकायत के लिए',
  withdrawWriteTo: '{email} पर लिखें।',
  withdrawWriteToUs: 'हमें लिखें।',
  complainWriteTo: 'पहले {email} पर लिखें, फिर ज़रूरत हो तो भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) को।',
  complainWriteToUs: 'पहले हमें लिखें, फिर ज़रूरत हो तो भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) को।',
  noticeAccept: 'यह फ़ॉर्म भेजकर आप यह सूचना (संस्करण {version}) स्वीकार करते हैं।',
  fullPolicy: 'पूरी गोपनीयता नीति',
  // The notice version these short lines translate: a newer notice is shown in English until translated.

};

export default hi;
