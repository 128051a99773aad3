import type { Database } from './client';
import { psychologistAvailability, psychologists, type NewPsychologistProfile } from './schema';

interface DemoPsychologist extends NewPsychologistProfile {
  id: string;
  yearsOfExperience: number;
  rating: number;
  windows: Array<{ dayOfWeek: number; startTime: string; endTime: string }>;
}

const weekdays = (startTime: string, endTime: string, days = [1, 2, 3, 4, 5]) =>
  days.map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));

/** Fixed ids make the seed idempotent: a second start inserts nothing. */
export const DEMO_PSYCHOLOGISTS: DemoPsychologist[] = [
  {
    id: '7b3c2a10-1d4e-4f6a-9b2c-000000000001',
    name: 'Dra. Ana Beatriz Souza',
    email: 'ana.souza@demo.aria.com.br',
    phone: '(11) 98765-4321',
    crp: '06/123456',
    specialization: 'Ansiedade e estresse',
    biography:
      'Psicóloga clínica com 12 anos de experiência em terapia cognitivo-comportamental. Atende adultos com ' +
      'ansiedade, crises de pânico e estresse no trabalho, com foco em estratégias práticas para o dia a dia.',
    yearsOfExperience: 12,
    rating: 4.9,
    windows: weekdays('09:00', '17:00'),
  },
  {
    id: '7b3c2a10-1d4e-4f6a-9b2c-000000000002',
    name: 'Dr. Carlos Eduardo Lima',
    email: 'carlos.lima@demo.aria.com.br',
    phone: '(21) 97654-3210',
    crp: '05/654321',
    specialization: 'Depressão e luto',
    biography:
      'Psicólogo com 15 anos de atuação em psicoterapia psicodinâmica. Acompanha pessoas em processos de luto, ' +
      'depressão e grandes mudanças de vida, com escuta acolhedora e sem julgamentos.',
    yearsOfExperience: 15,
    rating: 4.8,
    windows: [...weekdays('08:00', '12:00'), ...weekdays('14:00', '18:00', [1, 3, 5])],
  },
  {
    id: '7b3c2a10-1d4e-4f6a-9b2c-000000000003',
    name: 'Dra. Juliana Martins Costa',
    email: 'juliana.costa@demo.aria.com.br',
    phone: '(31) 96543-2109',
    crp: '04/987654',
    specialization: 'Relacionamentos e autoestima',
    biography:
      'Psicóloga especialista em terapia de casal e família, com 8 anos de experiência. Trabalha autoestima, ' +
      'conflitos nos relacionamentos e comunicação, com abordagem humanista e integrativa.',
    yearsOfExperience: 8,
    rating: 5.0,
    windows: weekdays('13:00', '21:00'),
  },
];

/**
 * Issue 2: demo psychologists go only into a database that has none, so a real directory never gets invented
 * people mixed in, and a demo psychologist someone deleted stays deleted. Returns whether it seeded.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: psychologists.id }).from(psychologists).limit(1);
    if (existing) return false;
    // A second process starting on the same new database may pass the check above at the same moment; the fixed
    // ids let the primary key decide which one seeds.
    const inserted = await tx
      .insert(psychologists)
      .values(
        DEMO_PSYCHOLOGISTS.map(({ windows: _windows, ...psychologist }) => ({
          ...psychologist,
          isActive: true,
        })),
      )
      .onConflictDoNothing({ target: psychologists.id })
      .returning({ id: psychologists.id });
    if (inserted.length === 0) return false;
    await tx
      .insert(psychologistAvailability)
      .values(
        DEMO_PSYCHOLOGISTS.flatMap((p) => p.windows.map((window) => ({ ...window, psychologistId: p.id }))),
      );
    return true;
  });
}
