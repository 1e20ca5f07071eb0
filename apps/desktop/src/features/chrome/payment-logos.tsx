import amex from './payment-logos/amex.svg';
import jcb from './payment-logos/jcb.svg';
import mastercard from './payment-logos/mastercard.svg';
import visa from './payment-logos/visa.svg';
import wallet from './payment-logos/wallet.svg';

// Small local SVGs (about 300 bytes each), inlined by Vite as data URLs: no extra requests.
const LOGOS = [
  { src: visa, name: 'Visa' },
  { src: mastercard, name: 'Mastercard' },
  { src: amex, name: 'American Express' },
  { src: jcb, name: 'JCB' },
  { src: wallet, name: 'Gemlane Wallet' },
] as const;

export function PaymentLogos() {
  return (
    <ul className="payment-logos">
      {LOGOS.map((logo) => (
        <li key={logo.name}>
          <img src={logo.src} alt={logo.name} width={56} height={36} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
