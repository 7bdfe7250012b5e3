// The wizard's values as typed, and how each step is checked (the shared schemas, so the browser
// and the server give the same messages).
import type { z } from 'zod';
import { CONTRACT_MESSAGES, clientStepSchema, serviceStepSchema } from '../../../shared/contracts';

export interface ContractValues {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  clientAddress: string;
  serviceName: string;
  serviceDescription: string;
  price: string;
  startDate: string;
  endDate: string;
}

export const EMPTY_VALUES: ContractValues = {
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  clientAddress: '',
  serviceName: '',
  serviceDescription: '',
  price: '',
  startDate: '',
  endDate: '',
};

const FIELD_REQUIRED: Record<keyof ContractValues, string> = {
  clientName: 'Please enter the client’s name',
  clientEmail: 'Please enter the client’s email address',
  clientPhone: '',
  clientAddress: '',
  serviceName: 'Please enter the service',
  serviceDescription: 'Please describe the service',
  price: 'Please enter the price',
  startDate: '',
  endDate: '',
};

export type StepErrors = Partial<Record<keyof ContractValues, string>>;

export interface StepCheck {
  errors: StepErrors;
  /** The toast: the spec's text when a required field is missing, else the first problem. */
  message: string | null;
}

function check(schema: z.ZodType, values: ContractValues, required: string): StepCheck {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { errors: {}, message: null };
  const errors: StepErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '') as keyof ContractValues;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  const messages = Object.values(errors);
  // The toast says the spec's sentence; each empty field says what it needs.
  for (const key of Object.keys(errors) as (keyof ContractValues)[]) {
    if (errors[key] === required) errors[key] = FIELD_REQUIRED[key];
  }
  return { errors, message: messages.includes(required) ? required : (messages[0] ?? required) };
}

export function checkClientStep(values: ContractValues): StepCheck {
  return check(clientStepSchema, values, CONTRACT_MESSAGES.clientRequired);
}

export function checkServiceStep(values: ContractValues): StepCheck {
  return check(serviceStepSchema, values, CONTRACT_MESSAGES.serviceRequired);
}

/** The price as a number when it is a valid one, for the preview. */
export function priceOf(values: ContractValues): number | null {
  const r = serviceStepSchema.shape.price.safeParse(values.price);
  return r.success ? r.data : null;
}
