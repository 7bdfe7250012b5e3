// The one definition of Signet's plans: pricing cards, quotas, usage bars and the admin area read it.
export const PLAN_IDS = ['free', 'basic', 'pro', 'unlimited', 'vip'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in ILS; null for plans that are granted, not sold. */
  priceIls: number | null;
  /** Documents per calendar month; null means unlimited. */
  monthlyDocuments: number | null;
  /** Signers per document; null means unlimited. */
  signersPerDocument: number | null;
  retentionDays: number;
  apiAccess: boolean;
  mostPopular: boolean;
  /** Shown on the pricing card; lists only what exists in this instance. */
  features: string[];
  /** Sold on the pricing page (VIP is granted by an administrator). */
  public: boolean;
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    priceIls: 0,
    monthlyDocuments: 5,
    signersPerDocument: 3,
    retentionDays: 3,
    apiAccess: false,
    mostPopular: false,
    features: ['5 documents a month', 'Up to 3 signers per document', 'Documents kept for 3 days'],
    public: true,
  },
  basic: {
    id: 'basic',
    name: 'Basic',
    priceIls: 29,
    monthlyDocuments: 15,
    signersPerDocument: null,
    retentionDays: 30,
    apiAccess: false,
    mostPopular: true,
    features: ['15 documents a month', 'Unlimited signers', 'Documents kept for 30 days'],
    public: true,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceIls: 149,
    monthlyDocuments: 100,
    signersPerDocument: null,
    retentionDays: 30,
    apiAccess: false,
    mostPopular: false,
    features: ['100 documents a month', 'Unlimited signers', 'Documents kept for 30 days'],
    public: true,
  },
  unlimited: {
    id: 'unlimited',
    name: 'Unlimited',
    priceIls: 199,
    monthlyDocuments: null,
    signersPerDocument: null,
    retentionDays: 30,
    apiAccess: true,
    mostPopular: false,
    features: ['Unlimited documents', 'Unlimited signers', 'Documents kept for 30 days', 'API access'],
    public: true,
  },
  vip: {
    id: 'vip',
    name: 'VIP',
    priceIls: null,
    monthlyDocuments: null,
    signersPerDocument: null,
    retentionDays: 30,
    apiAccess: true,
    mostPopular: false,
    features: ['Unlimited documents', 'Unlimited signers', 'API access', 'Granted by an administrator'],
    public: false,
  },
};

export const PUBLIC_PLANS: Plan[] = PLAN_IDS.map((id) => PLANS[id]).filter((p) => p.public);

export function planOf(id: string): Plan {
  return (PLANS as Record<string, Plan | undefined>)[id] ?? PLANS.free;
}

/** Usage bar colour from the spec: above 80 % red, above 50 % amber, else green. */
export function usageTone(percentage: number): 'red' | 'amber' | 'green' {
  if (percentage > 80) return 'red';
  if (percentage > 50) return 'amber';
  return 'green';
}
