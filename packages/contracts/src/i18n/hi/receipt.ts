import type { Translation } from '../catalogue';
import type { RECEIPT_TEXTS } from '../catalogues/api-mail';

// The words of the Income-tax Act as its Hindi text has them: कटौती for the deduction, धारा for the section.
const hi: Translation<typeof RECEIPT_TEXTS> = {
  title: 'दान रसीद',
  societyNameNotSet: 'संस्था का नाम अभी दर्ज नहीं है',
  registrationNumber: 'पंजीकरण संख्या: {number}',
  societyPan: 'पैन: {pan}',
  registration80G: '80G पंजीकरण: {number}',
  registration12A: '12A पंजीकरण: {number}',
  registrationDated: ', {day} को जारी',
  registrationValidUntil: ', {day} तक मान्य',
  incompleteStamp: 'यह मान्य रसीद नहीं है: संस्था के पंजीकरण का विवरण अभी दर्ज नहीं है',
  receiptNumber: 'रसीद संख्या',
  receiptDate: 'रसीद की तारीख़',
  receivedFrom: 'इनसे धन्यवाद सहित प्राप्त',
  address: 'पता',
  pan: 'पैन',
  amount: 'राशि',
  amountInWords: 'राशि (शब्दों में)',
  paymentMode: 'भुगतान का तरीक़ा',
  chequeReference: 'चेक संख्या',
  cashReference: 'संदर्भ',
  transferReference: 'UTR या संदर्भ',
  donatedOn: 'दान की तारीख़',
  modeBankTransfer: 'बैंक ट्रांसफ़र',
  modeCheque: 'चेक',
  modeUpi: 'UPI',
  modeOther: 'अन्य',
  modeCash: 'नकद',
  deductionNote: 'इस संस्था को दिए गए दान पर आयकर अधिनियम, 1961 की धारा 80G के तहत, उस धारा की सीमाओं के भीतर, 50% कटौती मिलती है।',
  cashNotEligibleNote: 'यह दान नकद में मिला है और 2,000 रुपये से अधिक है: आयकर अधिनियम, 1961 की धारा 80G(5D) के अनुसार इस पर धारा 80G के तहत कटौती नहीं मिलती।',
  noSignature: 'कंप्यूटर से बनी रसीद; हस्ताक्षर की ज़रूरत नहीं',
};
export default hi;
