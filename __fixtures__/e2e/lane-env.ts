/**
 * The environment a lane receives (DESIGN.md D6): the allow-list plus the lane's declared names,
 * never a credential of the repository. The e2e tests build the same env the product would, so a
 * manifest that forgets a variable its CLI needs fails here.
 */
const ALLOWED = ['PATH', 'HOME', 'USER', 'LANG', 'TZ', 'TMPDIR', 'CI', 'NO_COLOR'];
const NEVER = /^(GITHUB_TOKEN|GH_TOKEN|ACTIONS_.*|INPUT_.*)$/;

export function laneEnv(
  source: Record<string, string | undefined>,
  declared: readonly string[],
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined || NEVER.test(name)) continue;
    if (ALLOWED.includes(name) || name.startsWith('LC_') || declared.includes(name)) env[name] = value;
  }
  env.TERM = 'dumb';
  return env;
}
