/** The product's brand name: in-app detection and the environment both key on it (spec section 1). */
export const BRAND = 'Gemlane';
