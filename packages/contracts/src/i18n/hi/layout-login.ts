import type { Translation } from '../catalogue';
import type { LAYOUT_LOGIN_EN } from '../catalogues/layout';

const hi: Translation<typeof LAYOUT_LOGIN_EN> = {
  title: 'लॉग इन',
  intro: 'संस्था के कर्मचारियों और डैशबोर्ड खाते वाले स्वयंसेवकों के लिए।',
  description: 'संस्था के स्वयंसेवकों, इंटर्न और कर्मचारियों के लिए लॉग इन करें।',
  setDescription: 'आमंत्रण मेल के लिंक से अपने स्वयंसेवक या इंटर्न खाते का पासवर्ड चुनें।',
  missingFields: 'कृपया अपना ईमेल और पासवर्ड डालें।',
  email: 'ईमेल',
  password: 'पासवर्ड',
  signIn: 'लॉग इन करें',
  signingIn: 'लॉग इन हो रहा है...',
  setTitle: 'अपना पासवर्ड चुनें',
  setIntro: 'यह आपके स्वयंसेवक खाते के लिए है। आगे आप अपने ईमेल और इसी पासवर्ड से लॉग इन करेंगे।',
  tooShort: 'कृपया कम से कम {min} अक्षरों का पासवर्ड चुनें।',
  notSame: 'दोनों पासवर्ड एक जैसे नहीं हैं।',
  linkInvalid: 'इस लिंक की समय-सीमा ख़त्म हो गई है या इसका उपयोग पहले ही हो चुका है। कृपया HR से नया लिंक भेजने को कहें।',
  toLogin: 'लॉग इन पेज पर जाएँ',
  newPassword: 'नया पासवर्ड',
  newPasswordHint: 'कम से कम {min} अक्षर।',
  repeatPassword: 'पासवर्ड दोबारा लिखें',
  saving: 'सेव हो रहा है...',
  setAndSignIn: 'पासवर्ड सेट करें और लॉग इन करें',
};

export default hi;
