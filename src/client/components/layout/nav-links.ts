/** The landing sections the header links to (SPEC.md section 1, "Header"). */
export const SECTION_LINKS = [
  { label: 'Features', section: 'features' },
  { label: 'How It Works', section: 'how-it-works' },
  { label: 'Testimonials', section: 'testimonials' },
] as const;
