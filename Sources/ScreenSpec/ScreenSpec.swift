// The ScreenSpec module; see ARCHITECTURE in Documentation/.
