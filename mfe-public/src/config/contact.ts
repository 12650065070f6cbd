/**
 * The society's contact details as the public pages show them. They mirror shell/src/config/site.ts
 * (the remote is deployed on its own, so it cannot import the shell's file).
 *
 * PLACEHOLDERS — replace every value marked REPLACE, here and in shell/src/config/site.ts, before
 * the site goes live. They are deliberately not real: the `.example` domain cannot receive mail and
 * the phone number is all zeros.
 */
export const CONTACT = {
  /** REPLACE: the public contact mailbox. */
  email: 'info@society.example',
  /** REPLACE: the public phone number, as shown and as dialled. */
  phoneDisplay: '+91 00000 00000',
  phoneHref: 'tel:+910000000000',
  /** REPLACE: the office's street address (first line); the town line below is real. */
  addressLines: ['Office address to be added', 'Ambala Cantt, Haryana, India'],
  workingHours: [
    { days: 'Monday to Saturday', hours: '9:00 AM to 6:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  /** REPLACE: a directions link to the office. */
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=Ambala+Cantt%2C+Haryana',
  /**
   * REPLACE: Google Maps → Share → Embed a map → the iframe's src. It must be an https page
   * (nginx's Content-Security-Policy lets only https pages into a frame).
   */
  mapEmbedUrl:
    'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d27500!2d76.835!3d30.336!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sin!4v1700000000000',
} as const;
