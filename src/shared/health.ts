import { z } from 'zod';

export const componentStatusSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  detail: z.string().optional(),
});

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: componentStatusSchema.extend({ dialect: z.enum(['sqlite', 'postgres']) }),
  storage: componentStatusSchema.extend({ driver: z.enum(['local', 's3']) }),
  certificate: componentStatusSchema.extend({
    source: z.enum(['generated', 'pkcs12']),
    subject: z.string(),
    notAfter: z.string(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
