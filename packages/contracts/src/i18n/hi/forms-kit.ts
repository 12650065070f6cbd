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
  noticeVersion: '3',

  contactCollects: 'आपका नाम, ईमेल और संदेश।',
  contactWhy: 'केवल इस संदेश का जवाब देने के लिए।',
  contactKeep: '2 साल, फिर मिटा दिया जाता है।',
  volunteerCollects: 'आपके संपर्क की जानकारी, जन्म तिथि, और आप क्या करना चाहते हैं। 18 साल से कम उम्र हो तो: माता-पिता या अभिभावक की सहमति।',
  volunteerWhy: 'आपके आवेदन पर विचार करने और उसके बारे में आपसे संपर्क करने के लिए।',
  volunteerKeep: 'आवेदन बंद होने या आपके स्वयंसेवा छोड़ने के 3 साल बाद तक, फिर मिटा दिया जाता है।',
  internshipCollects: 'आपके संपर्क की जानकारी, जन्म तिथि, कोर्स और कॉलेज, और आपके चुने हुए विकल्प। 18 साल से कम उम्र हो तो: माता-पिता या अभिभावक की सहमति।',
  internshipWhy: 'आपके आवेदन पर विचार करने, इंटर्नशिप की व्यवस्था करने और आपका प्रमाणपत्र देने के लिए।',
  internshipKeep: 'आवेदन बंद होने या इंटर्नशिप पूरी होने के 3 साल बाद तक, फिर मिटा दिया जाता है।',
  donationCollects: 'आपका नाम, ईमेल, भुगतान की जानकारी, और अगर आप जोड़ें तो पता, PAN और स्क्रीनशॉट।',
  donationWhy: 'आपके भुगतान का मिलान करने और आपकी 80G रसीद भेजने के लिए; कर क़ानून के तहत हमें हिसाब-किताब रखना होता है।',
  donationKeep: 'दान का रिकॉर्ड 8 साल; स्क्रीनशॉट रसीद जारी होने के 90 दिन बाद तक।',
  dataRequestCollects: 'आपका नाम, ईमेल, आप कौन-सा अधिकार माँग रहे हैं और आपकी टिप्पणी।',
  dataRequestWhy: 'यह पक्का करने के लिए कि अनुरोध आपका ही है, अनुरोध पूरा करने और इसका रिकॉर्ड रखने के लिए कि हमने ऐसा किया।',
  dataRequestKeep: 'अनुरोध बंद होने के 3 साल बाद तक, फिर मिटा दिया जाता है।',
};

export default hi;
