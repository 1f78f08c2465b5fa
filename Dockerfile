# Dockerfile: partner-dns-conformance as a container image. Reports go to the /reports volume; keys come from the
# environment (docker run -e CONFORMANCE_API_KEY ...), never from the image or the command line.
#
#   docker build -t partner-dns-conformance .
#   docker run --rm -v "$PWD/reports:/reports" partner-dns-conformance run            # against the embedded reference
#   docker run --rm -v "$PWD/reports:/reports" -e CONFORMANCE_BASE_URL -e CONFORMANCE_API_KEY \
#     -e CONFORMANCE_FIXTURE_USER partner-dns-conformance run --profile full
#
# tests/e2e/container-recipe.test.ts runs these steps in a temporary folder (no image can be built there).
FROM node:24-slim

ENV NODE_ENV=production
WORKDIR /opt/partner-dns-conformance

# Dependencies first: this layer is rebuilt only when the lock file changes.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

COPY LICENSE README.md .env.example ./
COPY bin ./bin
COPY harness ./harness
COPY suites ./suites
COPY contracts ./contracts
COPY generators ./generators
COPY reference ./reference

# The image's files stay root's; the run is a user's, writing only to /reports.
RUN mkdir -p /reports && chown node:node /reports
ENV CONFORMANCE_REPORT_DIR=/reports
VOLUME ["/reports"]
WORKDIR /reports
USER node

ENTRYPOINT ["node", "/opt/partner-dns-conformance/bin/partner-dns-conformance.js"]
CMD ["--help"]
