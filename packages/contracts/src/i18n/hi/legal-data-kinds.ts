import type { Translation } from '../catalogue';
import type { legalDataKindsText } from '../catalogues/legal';

const hi: Translation<typeof legalDataKindsText.en> = {
  access: 'मेरा डेटा दिखाएँ',
  correction: 'मेरा डेटा ठीक करें',
  erasure: 'मेरा डेटा मिटाएँ',
  nomination: 'किसी को नामित करें',
  grievance: 'शिकायत दर्ज करें',
};

export default hi;
