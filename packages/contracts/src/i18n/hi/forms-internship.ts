import type { Translation } from '../catalogue';
import type { formsInternshipText } from '../catalogues/public-forms';

const hi: Translation<typeof formsInternshipText.en> = {
  title: 'इंटर्नशिप के लिए आवेदन',
  metaDescription: 'हरियाणा की ज़मीनी स्तर पर काम करने वाली शिक्षा संस्था के साथ इंटर्नशिप करें: पढ़ाना, कार्यक्रम, सोशल मीडिया, डिज़ाइन, लेखन या प्रशासन। पूरा होने पर प्रमाणपत्र।',
  eyebrow: 'विद्यार्थियों के लिए',
  lead: 'एक छोटी संस्था अंदर से कैसे चलती है, यह सीखिए: कक्षाओं की योजना बनाइए, अभियान चलाइए, ऑनलाइन हमारी कहानी बताइए या दफ़्तर का काम सँभालिए, उन्हीं लोगों के साथ जो यह काम रोज़ करते हैं।',
  termsTitle: 'इंटर्नशिप की शर्तें',
  termMonths: '{strong}।',
  termMonthsStrong: 'कम से कम 3 महीने',
  termInvolvement: 'जो काम आप लें, उसमें {strong}।',
  termInvolvementStrong: '80% भागीदारी',
  termHours: '{strong}।',
  termHoursStrong: 'हर हफ़्ते कम से कम 8 घंटे',
  termUnpaid: 'इंटर्नशिप {strong} मिलता है।',
  termUnpaidStrong: 'अवैतनिक है, पूरी होने पर प्रमाणपत्र',
  nextSteps: 'हमारी HR टीम हर आवेदन देखती है और चुने गए विद्यार्थियों को छोटे-से इंटरव्यू के लिए बुलाती है।',

  formTitle: 'इंटर्नशिप के लिए आवेदन',
  formIntro: 'सारी जानकारी भरना ज़रूरी है। इसमें लगभग तीन मिनट लगते हैं।',
  agree: 'मैंने इंटर्नशिप की शर्तें पढ़ ली हैं और मैं उनसे सहमत हूँ।',
  course: 'कोर्स',
  courseHint: 'जैसे B.A. सोशल वर्क, दूसरा साल।',
  college: 'कॉलेज या विश्वविद्यालय',
  duration: 'अवधि',
  selectDuration: 'अवधि चुनें',
  duration3: '3 महीने',
  duration6: '6 महीने',
  duration12: '12 महीने',
  availability: 'उपलब्धता',
  selectAvailability: 'उपलब्धता चुनें',
  availabilityWeekdays: 'सोमवार से शुक्रवार',
  availabilityWeekends: 'शनिवार-रविवार',
  availabilityAlways: 'कभी भी',
};

export default hi;
