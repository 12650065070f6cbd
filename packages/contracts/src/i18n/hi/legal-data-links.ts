import type { Translation } from '../catalogue';
import type { legalDataLinksText } from '../catalogues/legal';

const hi: Translation<typeof legalDataLinksText.en> = {
  confirmMetaDescription: 'हमारे "आपका डेटा" पेज पर किए गए डेटा अनुरोध की पुष्टि करें।',
  confirmTitle: 'अपने अनुरोध की पुष्टि करें',
  confirmLead: 'हमारे “आपका डेटा” पेज पर किए गए अनुरोध का आख़िरी चरण।',
  confirming: 'आपके अनुरोध की पुष्टि हो रही है…',
  confirmed: 'धन्यवाद, आपके अनुरोध की पुष्टि हो गई है',
  answerBy: '{kind}: हम {day} तक ईमेल से उत्तर देंगे ({days} दिनों के भीतर)।',
  canClose: 'अब आप यह पेज बंद कर सकते हैं।',
  notConfirmed: 'हम अनुरोध की पुष्टि नहीं कर सके',
  wholeLink: 'यह पेज हमारे ईमेल में दिए गए लिंक से खुलता है। कृपया पूरा लिंक इस्तेमाल करें।',
  confirmFailed: 'अनुरोध की पुष्टि नहीं हो सकी। कृपया फिर से कोशिश करें।',
  newRequest: 'नया अनुरोध करें',
  exportMetaDescription: 'हमारे पास आपके बारे में जो डेटा है, उसे डाउनलोड करें।',
  exportTitle: 'अपना डेटा डाउनलोड करें',
  exportLead: 'आपके ईमेल पते से जुड़ा जो कुछ भी हमारे पास है, हमारे रिकॉर्ड से अभी तैयार किया गया। यह लिंक हमारा ईमेल भेजे जाने से {days} दिन तक काम करता है।',
  exportNoLink: 'यह पेज हमारे ईमेल में दिए गए लिंक से खुलता है। कृपया पूरा लिंक इस्तेमाल करें, या {newRequest}।',
  newRequestLower: 'नया अनुरोध करें',
  chooseFormat: 'फ़ॉर्मैट चुनें',
  preparing: 'तैयार हो रहा है…',
  html: 'पढ़ने योग्य प्रति (HTML)',
  json: 'डेटा फ़ाइल (JSON)',
  formatNote: 'पढ़ने योग्य प्रति किसी भी ब्राउज़र में खुलती है और PDF के रूप में प्रिंट की जा सकती है। डेटा फ़ाइल में वही जानकारी JSON में है, जिसे दूसरे सॉफ़्टवेयर पढ़ सकते हैं।',
  downloadFailed: 'डाउनलोड नहीं हो सका। कृपया फिर से कोशिश करें।',
};

export default hi;
