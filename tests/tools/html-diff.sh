#!/bin/bash
# Usage: tests/tools/html-diff.sh OLD_DIST NEW_DIST   (e.g. a build of the previous commit in /tmp/old-dist, and dist/)
# Compares every prerendered HTML file of two builds, one tag per line, with masked:
#   - hashed asset names (/assets/x-AbCd1234.js) and the boot script's chunk list;
#   - React's generated ids (useId: _R_35_), which follow the shape of the component tree;
#   - with SUSPENSE=ignore, React's Suspense boundary comments (<!--$--> <!--/$-->).
a=$1; b=$2; n=0
norm() {
  if [ "$SUSPENSE" = ignore ]; then sed -E 's#<!--/?\$-->##g' "$1"; else cat "$1"; fi |
  sed -E 's#data-modules="[^"]*"#data-modules="(chunk list)"#g; s#/assets/[A-Za-z0-9_.-]+-[A-Za-z0-9_-]{8}\.(js|css|woff2|png|svg)#/assets/HASHED.\1#g; s#_R_[0-9a-zA-Z]+_#_R_ID_#g; s#><#>\n<#g'
}
for f in $(cd "$a" && find . -name '*.html' | sort); do
  if ! diff <(norm "$a/$f") <(norm "$b/$f") > /tmp/htmldiff.out; then n=$((n+1)); echo "== $f"; head -c 3000 /tmp/htmldiff.out; echo; fi
done
echo "$(cd "$a" && find . -name '*.html' | wc -l) files compared, $n differ"
