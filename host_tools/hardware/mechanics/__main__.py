import sys

from host_tools.mechanics import main

sys.exit(main())
