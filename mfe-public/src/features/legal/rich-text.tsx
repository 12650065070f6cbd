import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '@society/contracts';

/**
 * A translated sentence with elements inside it (a link, a bold word): `t` formats the message with a marker
 * for each element, and the markers are then replaced by the elements, so each language puts them where its
 * word order needs them.
 */
export function richText(format: (values: MessageValues) => string, elements: Record<string, ReactNode>, values: MessageValues = {}): ReactNode[] {
  const markers = Object.fromEntries(Object.keys(elements).map((name) => [name, `\u0001${name}\u0001`]));
  return format({ ...values, ...markers })
    .split(/\u0001(\w+)\u0001/)
    .map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{elements[piece]}</Fragment> : piece))
    .filter((piece) => piece !== '');
}
