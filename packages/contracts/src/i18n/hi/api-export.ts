import type { Translation } from '../catalogue';
import type { EXPORT_TEXTS } from '../catalogues/api-mail';

// The records' fields are named in api-export-fields; moments are India's time.
const hi: Translation<typeof EXPORT_TEXTS> = {
  title: 'आपका डेटा',
  titleBy: '{society} के पास आपका डेटा',
  intro: '{time} (भारतीय समय) पर {email} से जुड़ा जो भी डेटा हमारे पास था, वह सब यहाँ है। यही डेटा कंप्यूटर से पढ़े जा सकने वाले रूप में JSON डाउनलोड में है।',
  nothingHeld: 'कुछ नहीं रखा गया है।',
  none: 'कुछ नहीं',
  donations: 'दान',
  form10beCertificates: 'आपके दान के फ़ॉर्म 10BE प्रमाणपत्र',
  contactMessages: 'संपर्क संदेश',
  applications: 'स्वयंसेवा और इंटर्नशिप के आवेदन',
  certificates: 'प्रमाणपत्र',
  leaveRequests: 'छुट्टी के अनुरोध',
  exitRequests: 'संस्था छोड़ने के अनुरोध',
  account: 'साइट पर खाता',
  mails: 'हमारे भेजे गए ईमेल (रखी गई कॉपियाँ)',
  dataRequests: 'आपके डेटा अनुरोध',
  breachNotices: 'व्यक्तिगत डेटा की सुरक्षा में सेंध, जिनके बारे में हमने आपको बताया',
  volunteerSessions: 'स्वयंसेवा सत्र, जिनके लिए आपने नाम लिखवाया',
  volunteerHours: 'स्वयंसेवा के आपके घंटे',
  policeVerification: 'आपका पुलिस सत्यापन',
  policyAcknowledgements: 'बाल सुरक्षा नीति की आपकी स्वीकृतियाँ',
};

export default hi;
