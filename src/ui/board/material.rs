//! The one material of the board's drawn things: pieces, labels' plates and tags are meshes
//! coloured by their vertices, all drawn with it.

use bevy::prelude::*;

/// The material of every vertex-coloured piece (white, blending).
#[derive(Resource, Clone)]
pub struct PieceMaterial(pub Handle<ColorMaterial>);

/// Makes the [`PieceMaterial`] at start.
pub fn init_piece_material(mut commands: Commands, mut materials: ResMut<Assets<ColorMaterial>>) {
    commands.insert_resource(PieceMaterial(materials.add(ColorMaterial::default())));
}
