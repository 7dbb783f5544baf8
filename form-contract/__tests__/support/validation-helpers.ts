/** Helpers the form-rule tests share. */
import { ValidationError, type AnyObjectSchema } from "yup";

/** Validates like Formik does (all errors at once) and returns each failing path with its distinct messages. */
export async function errorsOf(schema: AnyObjectSchema, values: unknown): Promise<Record<string, string[]>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byPath: Record<string, string[]> = {};
    for (const inner of error.inner) {
      const messages = (byPath[inner.path ?? ""] ??= []);
      if (!messages.includes(inner.message)) messages.push(inner.message);
    }
    return byPath;
  }
}
