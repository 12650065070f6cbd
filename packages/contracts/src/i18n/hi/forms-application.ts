import type { Translation } from '../catalogue';
import type { formsApplicationText } from '../catalogues/public-forms';

const hi: Translation<typeof formsApplicationText.en> = {
  submitApplication: 'आवेदन भेजें',
  whatHappensNext: 'आगे क्या होगा',

  fullName: 'पूरा नाम',
  email: 'ईमेल पता',
  phone: 'फ़ोन नंबर',
  gender: 'लिंग',
  selectGender: 'लिंग चुनें',
  dob: 'जन्म की तारीख़',
  areaOfInterest: 'रुचि का क्षेत्र',
  selectArea: 'क्षेत्र चुनें',
  howHeard: 'आपको हमारे बारे में कैसे पता चला?',
  selectOne: 'कोई एक चुनें',

  genderMale: 'पुरुष',
  genderFemale: 'महिला',
  genderOther: 'अन्य',

  referralFacebook: 'Facebook',
  referralInstagram: 'Instagram',
  referralYoutube: 'YouTube',
  referralLinkedin: 'LinkedIn',
  referralOffline: 'ऑफ़लाइन (पोस्टर, मुलाक़ात, कार्यक्रम)',
  referralSeminar: 'सेमिनार',
  referralWordOfMouth: 'किसी जान-पहचान वाले से',
  referralOther: 'अन्य',

  interestTeaching: 'पढ़ाना',
  interestFundraising: 'धन जुटाना',
  interestEvents: 'कार्यक्रम आयोजन',
  interestSocialMedia: 'सोशल मीडिया',
  interestGraphicDesigning: 'ग्राफ़िक डिज़ाइन',
  interestContentWriting: 'लेखन (कंटेंट राइटिंग)',
  interestAdministration: 'प्रशासन और दफ़्तर का काम',

  guardianLegend: 'आपके माता-पिता या अभिभावक',
  guardianWhy:
    '18 साल से कम उम्र के आवेदक के लिए माता-पिता या अभिभावक की सहमति ज़रूरी है: उनका नाम, आपसे रिश्ता और फ़ोन नंबर दें। आपका आवेदन आगे बढ़ाने से पहले हम उनसे संपर्क करके उनकी सहमति पक्की करेंगे।',
  guardianName: 'माता-पिता या अभिभावक का नाम',
  guardianRelation: 'आपसे उनका रिश्ता',
  guardianPhone: 'उनका फ़ोन नंबर',
  guardianNameMissing: 'कृपया अपने माता-पिता या अभिभावक का नाम लिखें।',
  guardianRelationMissing: 'कृपया चुनें कि उनका आपसे क्या रिश्ता है।',
  guardianPhoneMissing: 'कृपया अपने माता-पिता या अभिभावक का फ़ोन नंबर लिखें।',
  relationMother: 'माँ',
  relationFather: 'पिता',
  relationGrandparent: 'दादा-दादी या नाना-नानी',
  relationSibling: 'बड़े भाई या बहन',
  relationRelative: 'कोई और रिश्तेदार',
  relationLegalGuardian: 'क़ानूनी अभिभावक',
};

export default hi;
