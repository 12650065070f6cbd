import type { Translation } from '../catalogue';
import type { formsVolunteerText } from '../catalogues/public-forms';

const hi: Translation<typeof formsVolunteerText.en> = {
  title: 'हमारे साथ स्वयंसेवा करें',
  metaDescription: 'पढ़ाइए, कार्यक्रम आयोजित कीजिए या पर्दे के पीछे मदद कीजिए: अंबाला, चंडीगढ़ और पंचकूला में बच्चों के साथ हफ़्ते में कुछ घंटे स्वयंसेवा करें।',
  eyebrow: 'हफ़्ते में कुछ घंटे दीजिए',
  lead: 'बस्ती में कक्षा लीजिए, कोई अभियान चलाइए, पोस्टर बनाइए या रिकॉर्ड सँभालिए। हमें बताइए कि आपको क्या करना अच्छा लगता है और आप कब ख़ाली रहते हैं।',
  termsTitle: 'स्वयंसेवा की शर्तें',
  termMonths: 'हमारे साथ {strong} जुड़े रहें।',
  termMonthsStrong: 'कम से कम 3 महीने',
  termHours: '{strong} दें।',
  termHoursStrong: 'हर हफ़्ते कम से कम {hours} घंटे',
  termEvents: 'हमारे {strong} में हिस्सा लें।',
  termEventsStrong: 'कम से कम 75% कार्यक्रमों',
  nextSteps: 'हमारी HR टीम हर आवेदन पढ़ती है और आमतौर पर एक हफ़्ते के भीतर छोटी-सी बातचीत के लिए आपको फ़ोन करती है।',

  formTitle: 'स्वयंसेवा के लिए आवेदन',
  formIntro: '* वाली जानकारी भरना ज़रूरी है। इसमें लगभग तीन मिनट लगते हैं।',
  agree: 'मैंने स्वयंसेवा की शर्तें पढ़ ली हैं और मैं उनसे सहमत हूँ।',
  availability: 'उपलब्धता (हर हफ़्ते कितने घंटे)',
  availabilityHint: '{min} से {max} घंटे के बीच।',
  availabilityPlaceholder: 'कम से कम {min} घंटे',
  experience: 'पिछला अनुभव',
  experienceHint: 'पढ़ाना, सामाजिक काम, या कोई हुनर जो आप दूसरों को सिखाना चाहें।',

  enterPhone: 'कृपया अपना फ़ोन नंबर लिखें।',
  chooseGender: 'कृपया अपना लिंग चुनें।',
  enterDob: 'कृपया अपने जन्म की तारीख़ लिखें।',
  chooseArea: 'कृपया रुचि का क्षेत्र चुनें।',
  enterHours: 'कृपया लिखें कि आप हर हफ़्ते कितने घंटे दे सकते हैं।',
  tellReferral: 'कृपया बताएँ कि आपको हमारे बारे में कैसे पता चला।',
  hoursRange: 'कृपया {min} से {max} के बीच पूरे घंटे लिखें।',
};

export default hi;
