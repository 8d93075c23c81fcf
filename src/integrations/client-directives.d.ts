import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction inside the island, or on `skyline:wake`. */
    'client:interaction'?: boolean;
  }
}
