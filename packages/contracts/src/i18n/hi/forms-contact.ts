import type { Translation } from '../catalogue';
import type { formsContactText } from '../catalogues/public-forms';

const hi: Translation<typeof formsContactText.en> = {
  title: 'संपर्क करें',
  metaDescription: 'अंबाला कैंट, हरियाणा में संस्था को लिखें, फ़ोन करें या मिलने आएँ। दफ़्तर सोमवार से शनिवार, सुबह 9:00 से शाम 6:00 बजे तक खुला रहता है।',
  eyebrow: 'हमें आपसे बात करके ख़ुशी होगी',
  lead: 'हमारी कक्षाओं, स्वयंसेवा, दान की रसीद या साझेदारी के बारे में कोई सवाल है? हमें लिखें, फ़ोन करें या अंबाला कैंट में हमारे दफ़्तर आएँ।',
  publications: 'हमारे प्रकाशन देखें',
  support: 'हमारे काम में सहयोग करें',

  reachUs: 'सीधे हमसे संपर्क करें',
  address: 'पता',
  directions: 'रास्ता देखें',
  newTab: '(नए टैब में खुलता है)',
  email: 'ईमेल',
  phone: 'फ़ोन',
  hours: 'दफ़्तर का समय',
  weekdays: 'सोमवार से शनिवार',
  weekdayHours: 'सुबह 9:00 से शाम 6:00 बजे तक',
  sunday: 'रविवार',
  closed: 'बंद',

  showMap: 'नक्शा दिखाएँ',
  mapNote: 'यह Google Maps खोलता है। अगर नक्शा न खुले, तो रास्ता देखने वाला लिंक इस्तेमाल करें।',
  mapTitle: 'अंबाला कैंट, हरियाणा का नक्शा, जहाँ हमारा दफ़्तर है',

  formTitle: 'हमें संदेश भेजें',
  formIntro: 'हम हर संदेश पढ़ते हैं और दो कामकाजी दिनों के भीतर जवाब देते हैं।',
  nameLabel: 'आपका नाम',
  emailLabel: 'ईमेल पता',
  messageLabel: 'संदेश',
  writeMessage: 'कृपया अपना संदेश लिखें।',
  send: 'संदेश भेजें',
};

export default hi;
