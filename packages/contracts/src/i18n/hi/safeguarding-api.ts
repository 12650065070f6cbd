import type { Translation } from '../catalogue';
import type { SAFEGUARDING_API_MESSAGES } from '../catalogues/safeguarding-api';

const hi: Translation<typeof SAFEGUARDING_API_MESSAGES> = {
  safeguardingPersonNotFound: 'यह खाता किसी टीम सदस्य या स्वयंसेवक का नहीं है',
  safeguardingNoPolicy: 'बाल संरक्षण नीति अभी जारी नहीं की गई है',
  safeguardingNotCurrentVersion: 'नीति का केवल मौजूदा संस्करण (संस्करण {current}) ही स्वीकार किया जा सकता है',
  safeguardingPolicySame: 'यह पाठ मौजूदा संस्करण जैसा ही है: जारी करने के लिए कुछ नया नहीं है',
  safeguardingFieldRequired: '{field} भरना ज़रूरी है',
  safeguardingDayInvalid: '{field} एक तारीख़ होनी चाहिए (YYYY-MM-DD)',
  safeguardingFutureDay: '{field} आगे की तारीख़ नहीं हो सकती',
  safeguardingExpiryBeforeVerified: 'समाप्ति की तारीख़ सत्यापन की तारीख़ के बाद की होनी चाहिए',
  safeguardingScanType: 'स्कैन PDF, JPEG या PNG फ़ाइल होना चाहिए',
  safeguardingScanTooLarge: 'स्कैन {mb} MB से बड़ा नहीं हो सकता',
  safeguardingNoScan: 'इस व्यक्ति के प्रमाणपत्र का कोई स्कैन नहीं रखा गया है',
  safeguardingLeadNotStaff: 'सुरक्षा प्रभारी कोई सक्रिय एडमिन, HR या टीम सदस्य ही हो सकता है',
  safeguardingPolicyBusy: 'ठीक उसी समय एक और संस्करण जारी हो रहा था: फिर से कोशिश करें',

  safeguardingLabelVerifiedOn: 'सत्यापन की तारीख़',
  safeguardingLabelCertificateNumber: 'प्रमाणपत्र संख्या',
  safeguardingLabelExpiresOn: 'समाप्ति की तारीख़',
  // The concerns register and children's photos (issue 45, B2).
  safeguardingConcernNotFound: 'यह चिंता नहीं मिली',
  safeguardingConcernsForbidden: 'चिंताओं का रजिस्टर केवल एडमिन और बाल सुरक्षा प्रमुख देख सकते हैं',
  safeguardingConcernRaised: 'धन्यवाद। आपकी चिंता रजिस्टर में दर्ज हो गई है और बाल सुरक्षा प्रमुख को बता दिया गया है।',
  safeguardingConcernClosed: 'यह चिंता बंद हो चुकी है: इसके बाद कोई कदम नहीं है',
  safeguardingConcernStepOrder: 'यह चिंता अभी "{current}" पर है: अगला कदम "{next}" है',
  safeguardingStepRaised: 'दर्ज की गई',
  safeguardingStepAssessed: 'जाँच हो गई',
  safeguardingStepReported: 'रिपोर्ट की गई',
  safeguardingStepClosed: 'बंद',
  safeguardingReportFieldRequired: 'रिपोर्ट के लिए {field} बताना ज़रूरी है',
  safeguardingReportedOnFuture: 'रिपोर्ट की तारीख़ आगे की नहीं हो सकती',
  safeguardingReportedBeforeRaised: 'रिपोर्ट की तारीख़ चिंता दर्ज होने से पहले की नहीं हो सकती',
  safeguardingHappenedOnFuture: 'घटना की तारीख़ आगे की नहीं हो सकती',
  safeguardingConcernStudentNotFound: 'इस छात्र रिकॉर्ड का कोई बच्चा नहीं मिला',
  safeguardingLabelReportedTo: 'किसे रिपोर्ट की गई (पुलिस या विशेष किशोर पुलिस इकाई)',
  safeguardingLabelReportedOn: 'रिपोर्ट की तारीख़',
  safeguardingLabelReference: 'पुलिस का संदर्भ नंबर',
  safeguardingConcernMailSubject: 'बाल सुरक्षा की एक चिंता दर्ज हुई है',
  safeguardingConcernMailBody: 'बाल सुरक्षा की एक चिंता {raisedAt} को दर्ज हुई है। इसकी रिपोर्ट {dueAt} तक पुलिस या विशेष किशोर पुलिस इकाई को करनी है। इसे चिंताओं के रजिस्टर में पढ़ें: {link}',
  safeguardingPhotoNoConsent: 'इस फ़ोटो में {name} है, जिसके अभिभावक ने फ़ोटो की सहमति नहीं दी है: यह फ़ोटो प्रकाशित नहीं हो सकती',
  safeguardingPhotoNoChildren: 'चुनें कि इस फ़ोटो में कौन-से बच्चे हैं',
  safeguardingPhotoChildUnknown: 'इस फ़ोटो के लिए चुने गए एक बच्चे का छात्र रिकॉर्ड नहीं है',
};

export default hi;
