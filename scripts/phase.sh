# Sourced by .ci/run and scripts/test.sh: `phase NAME command...` runs a step and records its wall time; the times of
# every step run so far are printed when the script ends, whether it passed or failed. A step's command runs where
# `set -e` does not reach inside functions, so a function given to it returns its own failure.
PHASE_TIMES=()
phase() {
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  local status=0
  "$@" || status=$?
  PHASE_TIMES+=("$(printf '%6d s  %s%s' $((SECONDS - start)) "$name" "$([ $status -eq 0 ] || echo ' (failed)')")")
  return $status
}
print_phase_times() {
  local status=$?
  if [ ${#PHASE_TIMES[@]} -gt 0 ]; then
    echo "== wall time per step ($(basename "$0"), load average $(cut -d' ' -f1-3 /proc/loadavg))"
    printf '%s\n' "${PHASE_TIMES[@]}"
  fi
  return $status
}
trap print_phase_times EXIT
