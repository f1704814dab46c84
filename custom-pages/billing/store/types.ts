/** The content service's pricing card of a package (content type pricingCards; sandbox/API.md). */
export interface PricingCard {
    sapNumber: string;
    title?: string;
    subtitle?: string;
    features?: string[];
    highlighted?: boolean;
}
