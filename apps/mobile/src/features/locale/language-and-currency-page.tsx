export default function LanguageAndCurrencyPage() {
  return <main data-page="language-and-currency-page" />;
}
