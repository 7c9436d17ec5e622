/** Admin labels in both admin languages. */
export const bi = (en: string, zh: string) => ({ en, zh })
