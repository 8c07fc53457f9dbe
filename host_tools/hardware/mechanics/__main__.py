import sys

from host_tools.hardware.mechanics import main

sys.exit(main())
