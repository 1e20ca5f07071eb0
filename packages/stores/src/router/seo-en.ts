// The English SEO texts live in the contract, beside the route names.
export { ROUTE_SEO_EN, type SeoTexts } from '@gemlane/contract/pages';
