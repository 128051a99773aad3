import { psychologistAvailability } from '../db/schema';
import { confirmEmailFromOutbox } from './email-verification';
import { insertPsychologist } from './admin-fixtures';
import { signUp, type TestApp, type TestUser } from './test-app';

export interface WorkingPsychologist extends TestUser {
  psychologistId: string;
}

/** An active psychologist with a confirmed account and weekday windows 09:00–17:00 (the practice's tests). */
export async function signUpWorkingPsychologist(
  testApp: TestApp,
  name = 'Dra. Clara Nunes',
): Promise<WorkingPsychologist> {
  const person = await signUp(testApp, { name });
  await confirmEmailFromOutbox(testApp, person.email);
  const psychologistId = await insertPsychologist(testApp, { userId: person.id, email: person.email, name });
  await testApp.database.db.insert(psychologistAvailability).values(
    [1, 2, 3, 4, 5].map((dayOfWeek) => ({
      psychologistId,
      dayOfWeek,
      startTime: '09:00',
      endTime: '17:00',
    })),
  );
  return { ...person, psychologistId };
}
