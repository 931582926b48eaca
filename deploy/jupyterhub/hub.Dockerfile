# The hub's image for Kubernetes (values.yaml, hub.image): the JupyterHub chart's own hub image,
# plus what the class-results service (class_store/service.py) runs, which the hub starts in its
# pod.  Built from the repository's root, with the chart's version:
#
#   docker build -f deploy/jupyterhub/hub.Dockerfile --build-arg CHART_VERSION=<the chart's version> \
#       -t registry.example.org/hilltop-hub:$(git rev-parse --short HEAD) .
ARG CHART_VERSION
FROM quay.io/jupyterhub/k8s-hub:${CHART_VERSION}
USER root
COPY binder/requirements.txt /tmp/hilltop-requirements.txt
# the same pinned versions as the children's image and the tests (binder/requirements.txt)
RUN grep -v '^-e' /tmp/hilltop-requirements.txt > /tmp/hilltop-pins.txt \
 && pip install --no-cache-dir -c /tmp/hilltop-pins.txt sqlalchemy alembic "psycopg[binary]" numpy \
 && rm /tmp/hilltop-*.txt
COPY kit /srv/hilltop/kit
COPY class_store /srv/hilltop/class_store
USER jovyan
