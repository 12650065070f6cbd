import QRCode from 'qrcode';

/** The UPI deep link every UPI app understands: payee address, payee name, rupees. */
export function upiPaymentUri(id: string, payeeName: string): string {
  return `upi://pay?pa=${id}&pn=${encodeURIComponent(payeeName)}&cu=INR`;
}

/** The QR code of a text as a data: URL of an SVG image. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
