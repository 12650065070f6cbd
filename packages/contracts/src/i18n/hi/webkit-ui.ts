import type { Translation } from '../catalogue';
import type { WEBKIT_UI_EN } from '../catalogues/layout';

const hi: Translation<typeof WEBKIT_UI_EN> = {
  loading: 'लोड हो रहा है',
  retry: 'फिर से कोशिश करें',
  closeDialog: 'बंद करें',
  notFoundTitle: 'माफ़ कीजिए, यह पेज नहीं मिला',
  notFoundText: 'आप जो पेज ढूँढ रहे हैं, वह शायद कहीं और चला गया है या लिंक में कोई ग़लती है। ये लिंक आपके काम आ सकते हैं:',
  notFoundPublications: 'हमारे प्रकाशन पढ़ें',
  notFoundDonate: 'किसी बच्चे की पढ़ाई के लिए दान करें',
  backHome: 'होम पेज पर वापस जाएँ',
  signedInAs: '{email} से लॉग इन हैं',
  logout: 'लॉग आउट',
  statusPending: 'विचाराधीन',
  statusApproved: 'स्वीकृत',
  statusRejected: 'अस्वीकृत',
  statusCancelled: 'रद्द',
  statusValid: 'मान्य',
  statusRevoked: 'रद्द किया गया',
};

export default hi;
