import { Injectable, type OnModuleInit } from '@nestjs/common';
import QRCode from 'qrcode';
import { AppConfig } from '../../config/app-config';
import type { PaymentDetailsDto } from './dtos/payment-details.dto';

/** The UPI deep link every UPI app understands: payee address, payee name, rupees. */
export function upiPaymentUri(id: string, payeeName: string): string {
  return `upi://pay?pa=${id}&pn=${encodeURIComponent(payeeName)}&cu=INR`;
}

/** The QR code of a text as a data: URL of an SVG image. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The Donate page's bank and UPI details, from the configuration; the QR code is drawn once, at start. */
@Injectable()
export class PaymentDetailsService implements OnModuleInit {
  private details: PaymentDetailsDto | undefined;

  constructor(private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    const { bank, upi, csrEmail, isExample } = this.config.payment;
    this.details = {
      bank: { ...bank },
      upi: { ...upi, qrDataUrl: await qrCodeDataUrl(upiPaymentUri(upi.id, upi.payeeName)) },
      csrEmail,
      isExample,
    };
  }

  get(): PaymentDetailsDto {
    if (!this.details) throw new Error('Payment details are read before the module started');
    return this.details;
  }
}
