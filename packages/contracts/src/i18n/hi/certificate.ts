import type { Translation } from '../catalogue';
import type { CERTIFICATE_TEXTS } from '../catalogues/api-mail';

// The holder's name is printed on the line above a statement, so each statement opens with its 'ने'.
const hi: Translation<typeof CERTIFICATE_TEXTS> = {
  titleVolunteering: 'स्वयंसेवा प्रमाणपत्र',
  titleInternship: 'इंटर्नशिप पूर्णता प्रमाणपत्र',
  certifyThat: 'प्रमाणित किया जाता है कि',
  statementVolunteering: 'ने {society} के साथ {from} से {to} तक {role} के रूप में स्वयंसेवी सेवा दी है{withHours, select, yes {, जिसमें उन्होंने {hours} घंटे का समय दिया} other {}}।',
  statementInternship: 'ने {society} में {from} से {to} तक {role} के रूप में इंटर्नशिप सफलतापूर्वक पूरी की है{withHours, select, yes {, जिसमें उन्होंने {hours} घंटे का समय दिया} other {}}।',
  theSociety: 'संस्था',
  issuedOn: 'जारी करने की तारीख़: {day}',
  certificateCode: 'प्रमाणपत्र कोड',
  scanOrCheck: 'कोड स्कैन करें, या इस पते पर जाँचें',
  exampleStamp: 'नमूना विवरण: यह मान्य प्रमाणपत्र नहीं है',
};
export default hi;
