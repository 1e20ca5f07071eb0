// The languages of docs/product.md §9 live in the contract (below i18n); i18n serves them on.
export * from '@gemlane/contract/languages';
