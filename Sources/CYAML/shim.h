// libyaml's C interface: XcodeGen's project specs (`project.yml`) say what an app whose Xcode project is not
// checked in builds.
#ifndef L10N_CYAML_SHIM_H
#define L10N_CYAML_SHIM_H

#include <yaml.h>

#endif
